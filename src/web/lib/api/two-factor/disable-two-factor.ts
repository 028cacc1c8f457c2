import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisable } from '../../../../contract/two-factor';
import { apiJson } from '../../api-client';
import { currentUserQueryOptions } from '../../current-user';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** POST /api/account/two-factor/disable → 204, with the password and a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorDisable) =>
      apiJson<void>('POST', '/api/account/two-factor/disable', values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
