import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '../../../../contract/offers';
import { apiJson } from '../../../lib/api-client';
import { offersQueryOptions } from './list-offers';

/** POST /api/offers → 201 the offer; 409 when another offer has the code (any case). */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOfferInput) => apiJson<Offer>('POST', '/api/offers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
}
