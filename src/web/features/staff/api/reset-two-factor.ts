import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /api/staff/{id}/two-factor/reset → 204 (owner): a member who lost their phone signs in with a password. */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('POST', `/api/staff/${id}/two-factor/reset`),
  });
}
