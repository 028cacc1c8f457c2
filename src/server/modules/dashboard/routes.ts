import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, planUsageSchema } from '../../../contract/dashboard';
import { effectiveTier, monthlyAppointmentLimit } from '../../../contract/plans';
import type { Database } from '../../db/client';
import { localCalendar } from '../../lib/time';
import { requireAuth } from '../auth/access';
import { getBusiness } from '../businesses/service';
import { dashboardStats, monthAppointmentCount } from './repository';

const tags = ['dashboard'];

export function registerDashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard/stats',
    {
      config: { access: { ability: 'dashboard.view' } },
      schema: {
        operationId: 'getDashboardStats',
        summary: 'Stats strip: appointments, no-shows, revenue (business timezone)',
        tags,
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request) => {
      const business = await getBusiness(db, requireAuth(request).businessId);
      return dashboardStats(db, business.id, business.timezone, new Date());
    },
  );

  r.get(
    '/api/plan/usage',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'getPlanUsage',
        summary: "This month's appointments against the plan's limit",
        tags,
        response: { 200: planUsageSchema },
      },
    },
    async (request) => {
      const business = await getBusiness(db, requireAuth(request).businessId);
      const { monthStart, month } = localCalendar(new Date(), business.timezone);
      return {
        tier: effectiveTier(business),
        status: business.subscriptionStatus,
        limit: monthlyAppointmentLimit(business),
        used: await monthAppointmentCount(db, business.id, monthStart),
        month,
      };
    },
  );
}
