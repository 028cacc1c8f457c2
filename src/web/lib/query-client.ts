import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client';
import { currentUserQueryOptions } from './current-user';

/** Spec §7: no retries, no refetch on focus, data never stale. */
export function createQueryClient() {
  // A 401 anywhere means the session ended (expired, or signed out elsewhere): forget the user, which
  // shows the landing page (spec §2), instead of leaving a shell whose every call fails.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      client.setQueryData(currentUserQueryOptions().queryKey, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
