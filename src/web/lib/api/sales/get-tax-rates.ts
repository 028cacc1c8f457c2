import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TAX_RATES, type TaxRates } from '../../../../contract/sales';
import { businessQueryOptions } from '../business/get-business';

/**
 * The business's Sales screen and POS tax rates, from GET /api/business (the same entry Settings saves into,
 * so a changed rate shows in the carts at once). Until it loads, a new business's defaults.
 */
export function useTaxRates(): TaxRates {
  const { data } = useQuery({
    ...businessQueryOptions(),
    select: (b): TaxRates => ({
      salesTaxBasisPoints: b.salesTaxBasisPoints,
      posTaxBasisPoints: b.posTaxBasisPoints,
    }),
  });
  return data ?? DEFAULT_TAX_RATES;
}
