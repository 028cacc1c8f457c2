import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '../../../../contract/notifications';

/** GET /api/notifications/count: unread notifications of the signed-in user. */
export const notificationCountQueryOptions = () =>
  queryOptions<NotificationCount>({ queryKey: ['/api/notifications/count'] });

export function useNotificationCount(): number {
  const { data } = useQuery(notificationCountQueryOptions());
  return data?.count ?? 0;
}
