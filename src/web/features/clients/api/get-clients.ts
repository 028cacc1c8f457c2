import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPage, ClientSortField } from '../../../../contract/clients';
import { apiJson } from '../../../lib/api-client';

export type ClientsFilter = {
  search: string;
  sort: ClientSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** Every clients query starts with this key, so one invalidation refreshes lists and profiles. */
export const clientsKey = ['/api/clients'] as const;

/** GET /api/clients: searched, sorted and paged by the server, so 50,000 clients stay fast. */
export const clientsQueryOptions = (filter: ClientsFilter) =>
  queryOptions({
    queryKey: [...clientsKey, 'list', filter],
    queryFn: () => {
      const query = new URLSearchParams({
        sort: filter.sort,
        order: filter.order,
        page: String(filter.page),
        pageSize: String(filter.pageSize),
      });
      if (filter.search.trim()) query.set('search', filter.search.trim());
      return apiJson<ClientPage>('GET', `/api/clients?${query}`);
    },
  });

/** Keeps the current rows on screen while the next page or search loads. */
export function useClients(filter: ClientsFilter) {
  return useQuery({ ...clientsQueryOptions(filter), placeholderData: keepPreviousData });
}
