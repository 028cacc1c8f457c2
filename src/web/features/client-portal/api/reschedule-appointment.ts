import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAppointment, RescheduleClientAppointmentInput } from '../../../../contract/portal';
import { portalJson } from '../../../lib/portal/portal-api';
import { portalAppointmentsQueryOptions } from './get-appointments';

/** POST /api/portal/appointments/{id}/reschedule; 409 with the reason when it can't move there. */
export function useReschedulePortalAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: RescheduleClientAppointmentInput & { appointmentId: number }) =>
      portalJson<ClientAppointment>(
        'POST',
        `/api/portal/appointments/${appointmentId}/reschedule`,
        token,
        body,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalAppointmentsQueryOptions(token).queryKey }),
  });
}
