import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, UpdateOfferInput } from '../../../../contract/offers';
import { apiJson } from '../../../lib/api-client';
import { offersQueryOptions } from './list-offers';

/** PUT /api/offers/{id}: fields left out stay as they are; 409 when another offer has the code. */
export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateOfferInput & { id: number }) =>
      apiJson<Offer>('PUT', `/api/offers/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
}
