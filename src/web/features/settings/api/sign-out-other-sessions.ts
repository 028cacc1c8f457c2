import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedOut } from '../../../../contract/account';
import { apiJson } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** POST /api/account/sessions/sign-out-others → how many ended; this browser stays signed in. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SignedOut>('POST', '/api/account/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
