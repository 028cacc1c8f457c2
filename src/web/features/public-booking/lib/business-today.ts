// One formatter per timezone: building one costs far more than using it, and the form renders often.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date ('YYYY-MM-DD') where the business is, so a client abroad can't pick the business's yesterday. */
export function businessToday(timeZone: string, now = new Date()): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The last day ('YYYY-MM-DD') clients may book: the business's today plus its booking window. */
export function lastBookableDate(timeZone: string, bookingWindowDays: number, now = new Date()): string {
  const day = new Date(`${businessToday(timeZone, now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + bookingWindowDays);
  return day.toISOString().slice(0, 10);
}
