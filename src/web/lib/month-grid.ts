import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type GridDay = { date: string; day: number; inMonth: boolean };

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The shown month as whole weeks, Sunday to Saturday, with the leading and trailing days (spec §9). */
export function monthGrid(month: string): GridDay[] {
  const first = startOfMonth(parseISO(`${month}-01`));
  const start = startOfWeek(first, { weekStartsOn: 0 });
  const end = endOfWeek(endOfMonth(first), { weekStartsOn: 0 });
  const count = differenceInCalendarDays(end, start) + 1;
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(start, i);
    return { date: iso(date), day: date.getDate(), inMonth: date.getMonth() === first.getMonth() };
  });
}

/** A month grid's days cut into its rows of seven, Sunday to Saturday. */
export function gridWeeks(days: GridDay[]): GridDay[][] {
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, months: number): string {
  return format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM');
}

/** The month-year picker: 12 months before to 11 after the shown month, 24 in all (spec §2 Calendar). */
export function monthOptions(month: string): { value: string; label: string }[] {
  return Array.from({ length: 24 }, (_, i) => {
    const value = shiftMonth(month, i - 12);
    return { value, label: format(parseISO(`${value}-01`), 'MMMM yyyy') };
  });
}

export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');
