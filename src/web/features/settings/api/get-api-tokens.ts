import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '../../../../contract/api-tokens';
import { apiJson } from '../../../lib/api-client';

/** GET /api/tokens (owner, admin; plan feature api_access): the business's API tokens, never their secrets. */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/tokens'],
    queryFn: () => apiJson<ApiToken[]>('GET', '/api/tokens'),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
