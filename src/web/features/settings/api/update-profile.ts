import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../contract/account';
import type { CurrentUser } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

/** PUT /api/account/profile → the signed-in user; the header's name and avatar read it, so they change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiJson<CurrentUser>('PUT', '/api/account/profile', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
