import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListItem, ClientPage } from '../../../../contract/clients';
import { apiJson } from '../../api-client';

const CUSTOMERS_URL = '/api/clients?sort=name&order=asc&pageSize=200';

/** GET /api/clients by name (the first 200): the sale's optional customer. */
export const customersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/clients', { sort: 'name', pageSize: 200 }],
    queryFn: () => apiJson<ClientPage>('GET', CUSTOMERS_URL),
  });

/** A sale never waits on the client list: while it loads or if it fails, the sale is a walk-in. */
export function useCustomers(): ClientListItem[] {
  const { data } = useQuery(customersQueryOptions());
  return data?.items ?? [];
}
