import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateStaff } from './invalidate-staff';

export type SentInvitation = { inviteUrl: string; expiresAt: string };

/** POST /api/staff/{id}/invite (plan feature multi_user) → the emailed single-use link, valid 7 days. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<SentInvitation>('POST', `/api/staff/${id}/invite`),
    onSuccess: () => invalidateStaff(queryClient),
  });
}
