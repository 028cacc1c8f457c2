import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlistInput, JoinWaitlistResult } from '../../../../contract/waitlist';
import { apiJson } from '../../../lib/api-client';

/** POST /api/public/businesses/{business}/waitlist: wait for a full day of a service. */
export function useJoinWaitlist(business: string) {
  return useMutation({
    mutationFn: (input: JoinWaitlistInput) =>
      apiJson<JoinWaitlistResult>('POST', `/api/public/businesses/${business}/waitlist`, input),
  });
}
