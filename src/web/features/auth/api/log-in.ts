import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, loginSchema } from '../../../../contract/auth';
import type { TwoFactorChallenge, TwoFactorSignIn } from '../../../../contract/two-factor';
import { apiJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export type LogInValues = z.output<typeof loginSchema>;

/** A sign-in either done, or waiting for a code from the member's authenticator app (202). */
export type LogInAnswer = CurrentUser | TwoFactorChallenge;

export function needsCode(answer: LogInAnswer): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}

/** POST /api/auth/login; when signed in, the session user becomes the current user. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LogInValues) => apiJson<LogInAnswer>('POST', '/api/auth/login', values),
    onSuccess: (answer) => {
      if (!needsCode(answer)) queryClient.setQueryData(currentUserQueryOptions().queryKey, answer);
    },
  });
}

/** POST /api/auth/login/two-factor: the code (or a recovery code) that finishes a sign-in. */
export function useCompleteTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorSignIn) =>
      apiJson<CurrentUser>('POST', '/api/auth/login/two-factor', values),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}

/**
 * Signing in with a passkey: the server's challenge (its cookie), the browser's passkey dialog, the signed
 * answer. The WebAuthn code loads only when asked.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>(
        'POST',
        '/api/auth/passkey/options',
      );
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON });
      return apiJson<CurrentUser>('POST', '/api/auth/passkey', { credential });
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}

/**
 * A passkey instead of the code, after the right password: a challenge only the member's own passkeys
 * answer (the fd_2fa cookie says whose), the browser's passkey dialog, the signed answer.
 */
export function usePasskeySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rememberDevice: boolean) => {
      const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>(
        'POST',
        '/api/auth/login/two-factor/passkey/options',
      );
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON });
      return apiJson<CurrentUser>('POST', '/api/auth/login/two-factor/passkey', {
        credential,
        rememberDevice,
      });
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
