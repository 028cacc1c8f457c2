import { type BusinessHoursInput, type Weekday, weekdays } from '../../../../contract/locations';

const short: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** '09:00' → '9:00 AM'. */
export function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (h === 24) return '12:00 AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A week's opening hours in a line: days in a row with the same hours are joined ("Mon–Fri 9:00 AM–5:00 PM ·
 * Sat 10:00 AM–2:00 PM"); closed days are left out. Null when no day is open.
 */
export function summarizeHours(hours: BusinessHoursInput | null | undefined): string | null {
  if (!hours) return null;
  const runs: { from: Weekday; to: Weekday; span: string }[] = [];
  for (const day of weekdays) {
    const h = hours[day];
    const span = h && !h.closed ? `${clock(h.open)}–${clock(h.close)}` : null;
    const last = runs.at(-1);
    const previous = weekdays[weekdays.indexOf(day) - 1];
    if (span && last && last.span === span && last.to === previous) last.to = day;
    else if (span) runs.push({ from: day, to: day, span });
  }
  if (runs.length === 0) return null;
  return runs
    .map((r) => `${r.from === r.to ? short[r.from] : `${short[r.from]}–${short[r.to]}`} ${r.span}`)
    .join(' · ');
}
