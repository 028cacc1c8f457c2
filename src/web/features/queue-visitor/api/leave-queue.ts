import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitorQueueStatus } from '../../../../contract/waiting-rooms';
import { apiJson } from '../../../lib/api-client';
import { queueStatusQueryOptions, queueStatusUrl } from './get-queue-status';

/** POST /api/public/queue/{token}/leave → the status, now 'left'; 409 when no longer in line. */
export function useLeaveQueue(token: string) {
  const queryClient = useQueryClient();
  const key = queueStatusQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: () => apiJson<VisitorQueueStatus>('POST', `${queueStatusUrl(token)}/leave`, {}),
    onSuccess: (status) => queryClient.setQueryData(key, status),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
