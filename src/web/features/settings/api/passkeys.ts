import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '../../../../contract/passkeys';
import { apiJson } from '../../../lib/api-client';

/** GET /api/account/passkeys. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/passkeys'],
    queryFn: () => apiJson<Passkey[]>('GET', '/api/account/passkeys'),
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/**
 * Adds a passkey: the password (re-authentication) gets the challenge, the browser makes the key (its own
 * dialog), and the server checks and stores its public key. The WebAuthn code loads only when asked.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, name }: { currentPassword: string; name: string }) => {
      const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>(
        'POST',
        '/api/account/passkeys/options',
        { currentPassword },
      );
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON });
      return apiJson<Passkey>('POST', '/api/account/passkeys', { name, credential });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}

/** DELETE /api/account/passkeys/{id} → 204. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/account/passkeys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}
