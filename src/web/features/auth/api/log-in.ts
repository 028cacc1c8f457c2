import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, loginSchema } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export type LogInValues = z.output<typeof loginSchema>;

/** POST /api/auth/login; on success the session user becomes the current user. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LogInValues) => apiJson<CurrentUser>('POST', '/api/auth/login', values),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
