/** Today's date ('YYYY-MM-DD') where the business is, so a client abroad can't pick the business's yesterday. */
export function businessToday(timeZone: string, now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
