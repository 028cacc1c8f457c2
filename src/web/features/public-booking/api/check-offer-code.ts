import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOfferCheck } from '../../../../contract/offers';
import { apiJson } from '../../../lib/api-client';

type CheckInput = { business: string; code: string | null; serviceId: number | undefined };

/** GET /api/public/businesses/{business}/offers/{code}?serviceId=: the service's price with the code, or why not. */
export const offerCheckQueryOptions = ({ business, code, serviceId }: CheckInput) =>
  queryOptions({
    queryKey: ['/api/public/businesses', business, 'offers', { code, serviceId }],
    queryFn: () =>
      apiJson<PublicOfferCheck>(
        'GET',
        `/api/public/businesses/${business}/offers/${encodeURIComponent(code ?? '')}?serviceId=${serviceId}`,
      ),
    // A refusal is the answer: asking again would say the same.
    retry: false,
  });

export function useOfferCheck(input: CheckInput) {
  return useQuery({ ...offerCheckQueryOptions(input), enabled: Boolean(input.code && input.serviceId) });
}
