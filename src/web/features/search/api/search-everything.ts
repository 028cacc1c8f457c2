import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../../contract/search';
import { apiJson } from '../../../lib/api-client';

/** The server answers 400 under this many characters, so shorter text never asks. */
export const SEARCH_MIN_LENGTH = 2;

/** GET /api/search?q=: a few clients, appointments and sales the member may see. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['/api/search', q],
    queryFn: () => apiJson<SearchResults>('GET', `/api/search?q=${encodeURIComponent(q)}`),
    // What was found a minute ago is found again; older answers are asked afresh.
    staleTime: 60_000,
  });

export function useSearchResults(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
