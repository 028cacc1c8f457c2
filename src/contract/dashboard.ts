import { z } from 'zod';
import { subscriptionStatuses, subscriptionTiers } from './plans';

/** GET /api/dashboard/stats; every day, week and month is the business's local one. */
export const dashboardStatsSchema = z
  .object({
    todayAppointments: z.number().int(),
    yesterdayAppointments: z.number().int(),
    weekAppointments: z.number().int().describe('Sunday..Saturday of the local today'),
    lastWeekAppointments: z.number().int(),
    noShows: z.number().int(),
    lastWeekNoShows: z.number().int(),
    revenue: z
      .string()
      .describe(
        "Decimal string: this local month's total revenue as the reports define it (completed appointments' prices + paid sales less discount, tax excluded, net of refunds)",
      ),
    lastMonthRevenue: z.string().describe('Decimal string'),
    thisMonthAppointments: z.number().int(),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/plan/usage */
export const planUsageSchema = z
  .object({
    tier: z.enum(subscriptionTiers).describe('The effective tier'),
    status: z.enum(subscriptionStatuses),
    limit: z.number().int().describe('-1: unlimited'),
    used: z.number().int(),
    month: z.string().describe("'YYYY-MM' in the business's timezone"),
  })
  .meta({ id: 'PlanUsage' });
export type PlanUsage = z.infer<typeof planUsageSchema>;
