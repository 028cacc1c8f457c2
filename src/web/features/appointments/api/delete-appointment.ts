import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterAppointmentWrite } from '../../../lib/api/appointments/refresh-after-write';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/appointments/{id} -> 204. */
export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/appointments/${id}`);
    },
    onSettled: () => refreshAfterAppointmentWrite(queryClient),
  });
}
