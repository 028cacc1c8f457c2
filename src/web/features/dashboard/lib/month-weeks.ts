import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { AppointmentStatus } from '../../../../contract/appointments';
import { formatShortDay } from '../../../lib/format-day';

/** One cell of the dashboard's small month: its 'YYYY-MM-DD', day of the month, and whether it is in the month. */
export type MonthDay = { date: string; day: number; inMonth: boolean };

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** 'YYYY-MM' as whole weeks, Sunday to Saturday, with the leading and trailing days of the months around it. */
export function monthWeeks(month: string): MonthDay[][] {
  const first = startOfMonth(parseISO(`${month}-01`));
  const last = endOfWeek(endOfMonth(first), { weekStartsOn: 0 });
  const weeks: MonthDay[][] = [];
  for (let day = startOfWeek(first, { weekStartsOn: 0 }); day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(day, i);
        return { date: iso(date), day: date.getDate(), inMonth: date.getMonth() === first.getMonth() };
      }),
    );
  }
  return weeks;
}

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, months: number): string {
  return format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM');
}

/** '2026-11' -> 'November 2026'. */
export const monthTitle = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** Appointments per local date; cancelled ones don't count. */
export function countByDate(
  appointments: { date: string; status: AppointmentStatus }[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { date, status } of appointments) {
    if (status !== 'cancelled') counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** A day's link name: 'Thu, Nov 26: 3 appointments', 'Fri, Nov 27: no appointments' (the year if not today's). */
export function dayLabel(date: string, count: number, today: string): string {
  const counted = count === 0 ? 'no appointments' : count === 1 ? '1 appointment' : `${count} appointments`;
  return `${formatShortDay(date, parseISO(today))}: ${counted}`;
}

/** The calendar's day view of one date. */
export const dayViewHref = (date: string) => `/calendar?view=day&date=${date}`;
