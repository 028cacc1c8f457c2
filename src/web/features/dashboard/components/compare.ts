/** Change from the previous period as a whole-number percent; 0 when the previous period had none. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** "+12%", "-5%", "0%" */
export function formatPercentChange(current: number, previous: number): string {
  const change = percentChange(current, previous);
  return `${change > 0 ? '+' : ''}${change}%`;
}

/** "+2", "-1", "+0": a plain count difference (no-shows). */
export function formatCountChange(current: number, previous: number): string {
  const diff = current - previous;
  return diff < 0 ? `${diff}` : `+${diff}`;
}
