import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DashboardStats, PlanUsage } from '../../../contract/dashboard';
import { effectiveTier, monthlyAppointmentLimit } from '../../../contract/plans';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { localCalendar } from '../../lib/time';
import { requireAuth } from '../auth/access';
import { dashboardStats, monthAppointmentCount } from './repository';

async function loadBusiness(db: Database, businessId: number) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business not found');
  return business;
}

export function registerDashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/dashboard/stats',
    {
      config: {
        docs: {
          summary: 'Stats strip: appointments, no-shows, revenue (business timezone)',
          tag: 'dashboard',
        },
      },
    },
    async (request): Promise<DashboardStats> => {
      const business = await loadBusiness(db, requireAuth(request).businessId);
      return dashboardStats(db, business.id, business.timezone, new Date());
    },
  );

  app.get(
    '/api/plan/usage',
    { config: { docs: { summary: "This month's appointments against the plan's limit", tag: 'dashboard' } } },
    async (request): Promise<PlanUsage> => {
      const business = await loadBusiness(db, requireAuth(request).businessId);
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
