import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentItem, UpdateAppointmentInput } from '../../../../contract/appointments';
import { apiJson } from '../../api-client';
import { refreshAfterAppointmentWrite } from './refresh-after-write';

type UpdateVariables = { id: number; changes: UpdateAppointmentInput };

/** PUT /api/appointments/{id}: { status } or a reschedule { date, startTime }. */
export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateVariables) =>
      apiJson<AppointmentItem>('PUT', `/api/appointments/${id}`, changes),
    onSettled: () => refreshAfterAppointmentWrite(queryClient),
  });
}
