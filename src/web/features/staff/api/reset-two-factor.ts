import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateStaff } from './invalidate-staff';

/** POST /api/staff/{id}/two-factor/reset → 204 (owner): a member who lost their phone signs in with a password. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('POST', `/api/staff/${id}/two-factor/reset`),
    onSuccess: () => invalidateStaff(queryClient),
  });
}
