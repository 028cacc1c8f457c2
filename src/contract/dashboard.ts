import type { SubscriptionStatusName, SubscriptionTierName } from './plans';

/** GET /api/dashboard/stats; every day, week and month is the business's local one. */
export type DashboardStats = {
  todayAppointments: number;
  yesterdayAppointments: number;
  /** Sunday..Saturday of the local today. */
  weekAppointments: number;
  lastWeekAppointments: number;
  noShows: number;
  lastWeekNoShows: number;
  /** Decimal string: completed appointments' prices this month + product sales net of refunds. */
  revenue: string;
  lastMonthRevenue: string;
  thisMonthAppointments: number;
};

/** GET /api/plan/usage */
export type PlanUsage = {
  tier: SubscriptionTierName;
  status: SubscriptionStatusName;
  /** -1: unlimited. */
  limit: number;
  used: number;
  /** 'YYYY-MM' in the business's timezone. */
  month: string;
};
