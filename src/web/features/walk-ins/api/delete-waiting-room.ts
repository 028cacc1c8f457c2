import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { waitingRoomsQueryOptions } from './list-waiting-rooms';

/** DELETE /api/waiting-rooms/{id} → { message }; 409 while visitors are still in its list. */
export function useDeleteWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/waiting-rooms/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...waitingRoomsQueryOptions().queryKey, id] });
      return queryClient.invalidateQueries({ queryKey: waitingRoomsQueryOptions().queryKey, exact: true });
    },
  });
}
