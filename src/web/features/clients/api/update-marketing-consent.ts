import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketingConsent, UpdateMarketingConsent } from '../../../../contract/consent';
import { apiJson } from '../../../lib/api-client';
import { clientQueryOptions } from './get-client';

/** PUT /api/clients/{id}/marketing-consent: the client's yes or no, and how they gave it. */
export function useUpdateMarketingConsent(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateMarketingConsent) =>
      apiJson<MarketingConsent>('PUT', `/api/clients/${clientId}/marketing-consent`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryOptions(clientId).queryKey }),
  });
}
