import { can } from '../../../contract/abilities';
import type { MemberRole } from '../../../contract/auth';
import type { DashboardStats, PlanUsage } from '../../../contract/dashboard';
import { effectiveTier, monthlyAppointmentLimit } from '../../../contract/plans';
import { findOwnStaffId } from '../../core/own-staff';
import type { DbOrTx } from '../../db/client';
import { localCalendar } from '../../lib/time';
import { monthAppointmentCount } from '../appointments';
import { getBusiness } from '../businesses';
import { dashboardStats } from './repository';

/**
 * The stats strip as of now, in the business's timezone: the business's with `reports.view`, otherwise the
 * member's own appointments and the revenue of those they completed (a member with no staff row has none).
 */
export async function currentDashboardStats(
  db: DbOrTx,
  member: { businessId: number; userId: number; role: MemberRole },
): Promise<DashboardStats> {
  const business = await getBusiness(db, member.businessId);
  const staffId = can(member.role, 'reports.view')
    ? null
    : ((await findOwnStaffId(db, business.id, member.userId)) ?? 0);
  return dashboardStats(db, business.id, business.timezone, new Date(), staffId);
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
