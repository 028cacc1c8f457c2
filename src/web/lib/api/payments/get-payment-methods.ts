import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodSetting } from '../../../../contract/payments';

/** GET /api/payments/methods: the three methods and which this business accepts. */
export const paymentMethodsQueryOptions = () =>
  queryOptions<PaymentMethodSetting[]>({ queryKey: ['/api/payments/methods'] });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
