/** Tax rates are edited as percentages with up to two decimals and stored as basis points (8.25% = 825). */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** "8.25" → 825; null when it is not a percentage from 0 to 100 with up to two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!PERCENT_PATTERN.test(trimmed)) return null;
  const basisPoints = Math.round(Number(trimmed) * 100);
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** 825 → "8.25", 1000 → "10", 50 → "0.5". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(Number((basisPoints / 100).toFixed(2)));
}
