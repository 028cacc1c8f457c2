import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '../../../../contract/clients';
import { apiJson } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

/** GET /api/clients/{id}: contact details, notes, appointment history and totals. */
export const clientQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...clientsKey, clientId],
    queryFn: () => apiJson<ClientDetail>('GET', `/api/clients/${clientId}`),
  });

export function useClient(clientId: number) {
  return useQuery(clientQueryOptions(clientId));
}
