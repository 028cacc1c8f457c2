import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api-client';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** DELETE /api/account/two-factor/devices → 204: every remembered browser asks for a code again. */
export function useForgetRememberedDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', '/api/account/two-factor/devices'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
