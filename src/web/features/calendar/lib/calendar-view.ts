import { isIsoDate } from '../../../../contract/availability';

export type CalendarView = 'month' | 'week' | 'day';

/** `/calendar?view=day&date=2026-11-25`: the view and day kept in the address, so reloads and links keep them. */
export function readCalendarAddress(search: string): { view: CalendarView; date: string | null } {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: view === 'week' || view === 'day' ? view : 'month',
    date: date && isIsoDate(date) ? date : null,
  };
}

export function calendarAddress(view: CalendarView, date: string | null): string {
  const params = new URLSearchParams();
  if (view !== 'month') params.set('view', view);
  if (date) params.set('date', date);
  const query = params.toString();
  return query ? `/calendar?${query}` : '/calendar';
}
