import { parseISO } from 'date-fns';
import type { AppointmentStatus } from '../../../../contract/appointments';
import { formatShortDay } from '../../../lib/format-day';
import { type GridDay, gridWeeks, monthGrid } from '../../../lib/month-grid';

/** One cell of the dashboard's small month: its 'YYYY-MM-DD', day of the month, and whether it is in the month. */
export type MonthDay = GridDay;

/** 'YYYY-MM' as whole weeks, Sunday to Saturday, with the leading and trailing days of the months around it. */
export function monthWeeks(month: string): MonthDay[][] {
  return gridWeeks(monthGrid(month));
}

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
