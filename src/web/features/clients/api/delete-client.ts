import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

/** DELETE /api/clients/{id} -> 204 (the client's appointments and chat rooms go with them). */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => apiJson<void>('DELETE', `/api/clients/${clientId}`),
    onSuccess: (_result, clientId) => {
      queryClient.removeQueries({ queryKey: [...clientsKey, clientId] });
      return queryClient.invalidateQueries({ queryKey: [...clientsKey, 'list'] });
    },
  });
}
