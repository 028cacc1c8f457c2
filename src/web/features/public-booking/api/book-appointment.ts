import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicBookingInput, PublicBookingResult } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';
import { publicSlotsKey } from './get-public-slots';

/** POST /api/public/businesses/{business}/appointments -> 201 the booked appointment. */
export function useBookAppointment(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicBookingInput) =>
      apiJson<PublicBookingResult>('POST', `/api/public/businesses/${business}/appointments`, input),
    // Booked or refused (409: taken meanwhile), the day's free times have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicSlotsKey(business) }),
  });
}
