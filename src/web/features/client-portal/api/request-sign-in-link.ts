import { useMutation } from '@tanstack/react-query';
import type { RequestSignInLinkInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';

/** POST /api/portal/sign-in-link -> 202 { message }: the same answer whether or not the email is known. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (input: RequestSignInLinkInput) =>
      portalJson<{ message: string }>('POST', '/api/portal/sign-in-link', null, input),
  });
}
