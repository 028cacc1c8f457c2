import type { DashboardStats, PlanUsage } from '../../../contract/dashboard';
import { effectiveTier, monthlyAppointmentLimit } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { localCalendar } from '../../lib/time';
import { getBusiness } from '../businesses/service';
import { dashboardStats, monthAppointmentCount } from './repository';

/** The stats strip as of now, in the business's timezone. */
export async function currentDashboardStats(db: DbOrTx, businessId: number): Promise<DashboardStats> {
  const business = await getBusiness(db, businessId);
  return dashboardStats(db, business.id, business.timezone, new Date());
}

/** This local month's appointments against the plan's monthly limit. */
export async function planUsage(db: DbOrTx, businessId: number): Promise<PlanUsage> {
  const business = await getBusiness(db, businessId);
  const { monthStart, month } = localCalendar(new Date(), business.timezone);
  return {
    tier: effectiveTier(business),
    status: business.subscriptionStatus,
    limit: monthlyAppointmentLimit(business),
    used: await monthAppointmentCount(db, business.id, monthStart),
    month,
  };
}
