import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateSaleInput, SaleQuote } from '../../../../contract/sales';
import { apiJson } from '../../api-client';

/** POST /api/sales/quote: what the cart comes to with its offer code; a refused code is a 400 with the reason. */
export const saleQuoteQueryOptions = (input: CreateSaleInput) =>
  queryOptions({
    queryKey: ['/api/sales/quote', input],
    queryFn: () => apiJson<SaleQuote>('POST', '/api/sales/quote', input),
    // A refusal is an answer, not a hiccup: asking again would say the same.
    retry: false,
    staleTime: 15_000,
  });

/** The quote of a cart, or nothing while there is no code to price. */
export function useSaleQuote(input: CreateSaleInput | null) {
  return useQuery({
    ...saleQuoteQueryOptions(input ?? { items: [] }),
    enabled: input !== null,
  });
}
