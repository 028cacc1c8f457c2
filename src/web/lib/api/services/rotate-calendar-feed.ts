import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contract/calendar-feed';
import { apiJson } from '../../api-client';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** POST /api/calendar-feed/rotate: a new address; the old one stops working. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeed>('POST', '/api/calendar-feed/rotate'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
