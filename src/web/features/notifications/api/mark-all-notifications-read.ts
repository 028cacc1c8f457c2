import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { refreshNotifications } from './mark-notifications-read';

/** POST /api/notifications/read-all -> 204: every notification the bell holds now. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('POST', '/api/notifications/read-all', {}),
    onSuccess: () => refreshNotifications(queryClient),
  });
}
