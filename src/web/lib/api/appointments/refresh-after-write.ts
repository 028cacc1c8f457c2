import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '../dashboard/get-dashboard-stats';
import { planUsageQueryOptions } from '../dashboard/get-plan-usage';
import { appointmentsListKey } from './get-appointments';
import { freeSlotsKey } from './get-free-slots';
import { todayAppointmentsQueryOptions } from './get-today-appointments';

/** Spec §7: after each create, update or delete, every list, today, the stats and the usage refresh. */
export function refreshAfterAppointmentWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentsListKey }),
    queryClient.invalidateQueries({ queryKey: todayAppointmentsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: planUsageQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: freeSlotsKey }),
  ]);
}
