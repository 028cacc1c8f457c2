import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** The form adds a confirmation that never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

/** POST /api/auth/password → 204. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      await apiRequest('POST', '/api/auth/password', { currentPassword, newPassword });
    },
  });
}
