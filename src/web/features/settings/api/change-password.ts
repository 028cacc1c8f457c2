import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { withPasswordConfirmation } from '../../../lib/password-confirmation';

/** The form adds a confirmation that never leaves the browser. */
export const changePasswordFormSchema = withPasswordConfirmation(changePasswordSchema);

/** POST /api/auth/password → 204. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      await apiRequest('POST', '/api/auth/password', { currentPassword, newPassword });
    },
  });
}
