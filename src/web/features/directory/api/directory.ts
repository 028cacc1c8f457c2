import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryPage, DirectoryQuery } from '../../../../contract/directory';
import { directoryQueryKey } from '../../../../contract/directory-filters';
import { apiJson } from '../../../lib/api-client';

/** GET /api/business-directory: one page of listed businesses for these filters. */
export function useDirectory(query: DirectoryQuery) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return useQuery(
    queryOptions({
      queryKey: directoryQueryKey(query),
      queryFn: () => apiJson<DirectoryPage>('GET', `/api/business-directory?${params}`),
      // A new filter keeps the last cards on screen until its answer comes.
      placeholderData: keepPreviousData,
    }),
  );
}
