import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contract/auth';
import type { AcceptInvitationInput } from '../../../../contract/invitations';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

/** POST /api/invitations/{token}/accept; the new session's member becomes the current user. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AcceptInvitationInput) =>
      apiJson<CurrentUser>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, values),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
