import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodSetting, UpdatePaymentMethodsInput } from '../../../../contract/payments';
import { apiJson } from '../../api-client';
import { paymentMethodsQueryOptions } from './get-payment-methods';

/** PUT /api/payments/methods { accepted } (owners) -> the three methods. */
export function useUpdatePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePaymentMethodsInput) =>
      apiJson<PaymentMethodSetting[]>('PUT', '/api/payments/methods', input),
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryOptions().queryKey, methods),
  });
}
