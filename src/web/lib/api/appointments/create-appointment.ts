import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentItem, CreateAppointmentInput } from '../../../../contract/appointments';
import { apiJson } from '../../api-client';
import { refreshAfterAppointmentWrite } from './refresh-after-write';

/** POST /api/appointments -> 201 the appointment (409 taken slot, 403 monthly limit). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppointmentInput) =>
      apiJson<AppointmentItem>('POST', '/api/appointments', input),
    onSettled: () => refreshAfterAppointmentWrite(queryClient),
  });
}
