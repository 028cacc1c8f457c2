import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { notificationCountQueryOptions } from './get-notification-count';
import { notificationsQueryOptions } from './get-notifications';

/** The list and the badge change together. */
export function refreshNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: notificationCountQueryOptions().queryKey }),
  ]);
}

/** POST /api/notifications/read { ids: ['booking:12'] } -> 204 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiJson<void>('POST', '/api/notifications/read', { ids }),
    onSuccess: () => refreshNotifications(queryClient),
  });
}
