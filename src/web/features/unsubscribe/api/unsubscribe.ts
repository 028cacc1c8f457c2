import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '../../../../contract/consent';
import { apiJson } from '../../../lib/api-client';
import { unsubscribeStatusQueryOptions, unsubscribeUrl } from './get-unsubscribe-status';

/** POST /api/public/unsubscribe/{token}: off the list (again is fine); the page shows the answer. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<UnsubscribeStatus>('POST', unsubscribeUrl(token), {}),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeStatusQueryOptions(token).queryKey, status),
  });
}
