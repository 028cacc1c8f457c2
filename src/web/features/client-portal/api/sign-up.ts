import { useMutation } from '@tanstack/react-query';
import type { PortalSession, PortalSignUpInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';

/**
 * POST /api/portal/signup: creates the client; the answer carries the token and, this once, the access
 * code. The caller keeps the token after it has put the code on screen (keeping it switches the page).
 */
export function usePortalSignUp() {
  return useMutation({
    mutationFn: (input: PortalSignUpInput) =>
      portalJson<PortalSession>('POST', '/api/portal/signup', null, input),
  });
}
