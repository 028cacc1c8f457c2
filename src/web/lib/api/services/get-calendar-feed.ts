import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contract/calendar-feed';

/** GET /api/calendar-feed: the secret subscription address (created on first call). */
export const calendarFeedQueryOptions = () =>
  queryOptions<CalendarFeed>({ queryKey: ['/api/calendar-feed'] });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
