import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorConfirm } from '../../../../contract/two-factor';
import { apiJson } from '../../api-client';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/**
 * POST /api/account/two-factor/confirm: the first code turns it on and answers the recovery codes. The
 * caller refreshes who is signed in once the codes are put away (a required setup then opens the app).
 */
export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorConfirm) =>
      apiJson<RecoveryCodes>('POST', '/api/account/two-factor/confirm', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
