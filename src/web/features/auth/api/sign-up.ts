import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, signupSchema } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export type SignUpValues = z.output<typeof signupSchema>;

/** POST /api/auth/signup: creates the owner and the business, and signs in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignUpValues) => apiJson<CurrentUser>('POST', '/api/auth/signup', values),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
