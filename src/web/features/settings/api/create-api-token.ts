import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiToken } from '../../../../contract/api-tokens';
import { apiJson } from '../../../lib/api-client';
import { apiTokensQueryOptions } from './get-api-tokens';

/** POST /api/tokens → 201 with the token itself, shown this once (only its hash is kept). */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => apiJson<CreatedApiToken>('POST', '/api/tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
