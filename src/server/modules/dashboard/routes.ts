import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, planUsageSchema } from '../../../contract/dashboard';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { currentDashboardStats, planUsage } from './service';

const spec = routeSpecs(['dashboard']);

export function registerDashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard/stats',
    spec({
      access: { ability: 'dashboard.view' },
      operationId: 'getDashboardStats',
      summary: 'Stats strip: appointments, no-shows, revenue (business timezone)',
      response: { 200: dashboardStatsSchema },
    }),
    async (request) => currentDashboardStats(db, requireAuth(request)),
  );

  r.get(
    '/api/plan/usage',
    spec({
      access: { ability: 'account.use' },
      operationId: 'getPlanUsage',
      summary: "This month's appointments against the plan's limit",
      response: { 200: planUsageSchema },
    }),
    async (request) => planUsage(db, requireAuth(request).businessId),
  );
}
