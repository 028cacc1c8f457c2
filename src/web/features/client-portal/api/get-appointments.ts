import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAppointments } from '../../../../contract/portal';
import { portalTokenKey } from '../../../components/chat-widget/api/client-room';
import { portalJson } from '../../../lib/portal/portal-api';

/** GET /api/portal/appointments: upcoming (soonest first) and past (newest first). */
export const portalAppointmentsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...portalTokenKey(token), 'appointments'],
    queryFn: () => portalJson<ClientAppointments>('GET', '/api/portal/appointments', token),
  });

export function usePortalAppointments(token: string) {
  return useQuery(portalAppointmentsQueryOptions(token));
}
