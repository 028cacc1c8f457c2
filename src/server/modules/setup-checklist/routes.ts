import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setupChecklistSchema } from '../../../contract/setup-checklist';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { recordBookingLinkShared, setupChecklist } from './service';

const spec = routeSpecs(['business']);

export function registerSetupChecklistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/setup-checklist',
    spec({
      access: { ability: 'business.manage' },
      operationId: 'getSetupChecklist',
      summary: "Home's first-hour checklist: which setup steps the business has done",
      response: { 200: setupChecklistSchema },
    }),
    async (request) => setupChecklist(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/setup-checklist/booking-link-shared',
    spec({
      access: { ability: 'business.manage' },
      operationId: 'recordBookingLinkShared',
      summary: 'The booking link was copied to be shared (the first time is kept); answers the checklist',
      response: { 200: setupChecklistSchema },
    }),
    async (request) => {
      const { businessId } = requireAuth(request);
      await db.transaction((tx) => recordBookingLinkShared(tx, businessId));
      return setupChecklist(db, businessId);
    },
  );
}
