import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentPassword, RecoveryCodes } from '../../../../contract/two-factor';
import { apiJson } from '../../api-client';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** POST /api/account/two-factor/recovery-codes: ten new codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CurrentPassword) =>
      apiJson<RecoveryCodes>('POST', '/api/account/two-factor/recovery-codes', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
