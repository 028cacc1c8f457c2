/**
 * "3:45 PM" in this device's own timezone: a visitor reads it against the clock in their hand. The space
 * before PM never breaks, so a narrow screen doesn't leave "PM" alone on a line.
 */
export function formatClockTime(iso: string): string {
  return new Date(iso)
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    .replace(/\s+(?=[AP]M$)/, '\u00a0');
}

/** "18 min", "1 h 5 min", "2 h": a number of minutes as people say it. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Estimated wait: 18 min"; no estimate (nobody waiting, or the room closed) is "No wait". */
export function estimatedWaitText(minutes: number | null): string {
  return minutes === null || minutes <= 0 ? 'No wait' : `Estimated wait: ${formatMinutes(minutes)}`;
}
