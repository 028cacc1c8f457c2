import { daysBetween } from '../../../contract/common';
import { DEFAULT_PERIOD, type ReportPeriod, type ReportRangeQuery } from '../../../contract/reports';
import { addDays, addMonths, localCalendar } from '../../lib/time';
import type { DateRange } from './figures';

/**
 * A period's local dates: the rolling ones end today (7 and 30 days, or 3, 6 and 12 months, today
 * included); this month runs from its 1st to today; last month and last calendar year are whole.
 */
function periodRange(period: ReportPeriod, today: string): DateRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth':
      return { from: addMonths(monthStart, -1), to: addDays(monthStart, -1) };
    case 'lastCalendarYear': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    default:
      return { from: periodStart(period, today), to: today };
  }
}

function periodStart(period: '7d' | '30d' | '3m' | '6m' | '1y', today: string): string {
  const monthsBack = (months: number) => {
    // Same day of the month `months` back (clamped to that month's length), the day after it.
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const monthStart = addMonths(`${y}-${String(m).padStart(2, '0')}-01`, -months);
    const lastDay = addDays(addMonths(monthStart, 1), -1);
    const day = Math.min(d, Number(lastDay.slice(8)));
    return addDays(`${monthStart.slice(0, 8)}${String(day).padStart(2, '0')}`, 1);
  };
  switch (period) {
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    case '3m':
      return monthsBack(3);
    case '6m':
      return monthsBack(6);
    case '1y':
      return monthsBack(12);
  }
}

/** The range a query asks for, in the business's local dates: from/to as given, or a period ending today. */
export function resolveRange(query: ReportRangeQuery, timezone: string, now = new Date()): DateRange {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const { today } = localCalendar(now, timezone);
  return periodRange(query.period ?? DEFAULT_PERIOD, today);
}

/** The range of equal length that ends the day before this one starts. */
export function previousRange(range: DateRange): DateRange {
  const length = daysBetween(range.from, range.to);
  const to = addDays(range.from, -1);
  return { from: addDays(to, -length), to };
}
