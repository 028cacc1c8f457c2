import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientListItem, CreateClient } from '../../../../contract/clients';
import { apiJson } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

type SaveClientInput = { id: number | null; values: CreateClient };

/** POST /api/clients (new) or PUT /api/clients/{id} (edit); both answer the client's row. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveClientInput) =>
      id === null
        ? apiJson<ClientListItem>('POST', '/api/clients', values)
        : apiJson<ClientListItem>('PUT', `/api/clients/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
