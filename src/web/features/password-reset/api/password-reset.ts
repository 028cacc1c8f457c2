import { useMutation } from '@tanstack/react-query';
import type {
  CompletePasswordResetInput,
  RequestPasswordResetInput,
} from '../../../../contract/password-reset';
import { apiJson } from '../../../lib/api-client';

type Message = { message: string };

/** POST /api/auth/password-reset: the same answer whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (values: RequestPasswordResetInput) =>
      apiJson<Message>('POST', '/api/auth/password-reset', values),
  });
}

/** POST /api/auth/password-reset/complete: the link's token and the new password. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (values: CompletePasswordResetInput) =>
      apiJson<Message>('POST', '/api/auth/password-reset/complete', values),
  });
}
