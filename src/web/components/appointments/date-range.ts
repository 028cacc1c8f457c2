import { addDays, format, parseISO } from 'date-fns';

/** 'YYYY-MM-DD' plus whole days, on the calendar date alone. */
export const shiftDate = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The table's default window: the last 30 days through the next 60, not every appointment ever. */
export const defaultRange = (today: string) => ({
  startDate: shiftDate(today, -30),
  endDate: shiftDate(today, 60),
});

/** "Mon, Nov 23, 2026" */
export const longDate = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy');
