import { useMutation } from '@tanstack/react-query';
import type { CurrentPassword, TwoFactorSetup } from '../../../../contract/two-factor';
import { apiJson } from '../../api-client';

/** POST /api/account/two-factor/setup: with the password, a secret and QR code for the app. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (values: CurrentPassword) =>
      apiJson<TwoFactorSetup>('POST', '/api/account/two-factor/setup', values),
  });
}
