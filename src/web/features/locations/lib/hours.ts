import { type BusinessHoursInput, weekdays } from '../../../../contract/locations';
import { deriveBusinessHours, type WeeklyWindow } from '../../../../contract/weekly-hours';

/** weekdays runs Monday..Sunday; the windows count 0 as Sunday. */
const dayOfWeek = (index: number) => (index + 1) % 7;

/**
 * A location's week in a line, as the booking page writes hours ("Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00
 * PM"); closed days are left out. Null when no day is open.
 */
export function summarizeHours(hours: BusinessHoursInput | null | undefined): string | null {
  if (!hours) return null;
  const windows: WeeklyWindow[] = weekdays.flatMap((day, index) => {
    const h = hours[day];
    return h && !h.closed ? [{ dayOfWeek: dayOfWeek(index), startTime: h.open, endTime: h.close }] : [];
  });
  return deriveBusinessHours(windows);
}
