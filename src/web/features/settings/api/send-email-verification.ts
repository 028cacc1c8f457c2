import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /api/business/email-verification: a single-use link to the business email. */
export function useSendEmailVerification() {
  return useMutation({
    mutationFn: () =>
      apiJson<{ message: string; email: string; expiresAt: string }>(
        'POST',
        '/api/business/email-verification',
      ),
  });
}
