import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAppointment } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { portalAppointmentsQueryOptions } from './get-appointments';

/** POST /api/portal/appointments/{id}/cancel; 409 with the reason when it is too late. */
export function useCancelPortalAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      portalJson<ClientAppointment>('POST', `/api/portal/appointments/${appointmentId}/cancel`, token),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalAppointmentsQueryOptions(token).queryKey }),
  });
}
