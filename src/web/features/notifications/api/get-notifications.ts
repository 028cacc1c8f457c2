import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../../contract/notifications';

/** GET /api/notifications: the bell's list, newest first, with read state and the unread count. */
export const notificationsQueryOptions = () =>
  queryOptions<NotificationList>({ queryKey: ['/api/notifications'] });

/** Loaded when the bell opens. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
