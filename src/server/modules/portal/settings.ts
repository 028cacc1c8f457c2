import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/common';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import { type PortalBusiness, portalSettingsSchema } from '../../../contract/portal';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { ROLES_THAT_MANAGE, requireAuth } from '../auth/access';

const tag = 'portal';

export function registerPortalSettingsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/portal/businesses/:id',
    {
      config: {
        access: { public: true },
        docs: {
          summary: 'What the client portal and chat widget show before sign-in',
          tag,
          responses: { 200: 'OK', 404: 'No such business' },
        },
        rateLimit: { max: 120, timeWindow: '1 minute' },
      },
    },
    async (request): Promise<PortalBusiness> => {
      const params = idParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound('Business not found');
      const [b] = await db.select().from(businesses).where(eq(businesses.id, params.data.id));
      if (!b) throw notFound('Business not found');
      const plan = {
        subscriptionTier: b.subscriptionTier as SubscriptionTierName,
        subscriptionStatus: b.subscriptionStatus as SubscriptionStatusName,
      };
      return {
        id: b.id,
        name: b.name,
        chatEnabled: hasFeature(plan, 'chat'),
        cancellationCutoffHours: b.cancellationCutoffHours,
      };
    },
  );

  app.get(
    '/api/portal-settings',
    { config: { docs: { summary: 'Client portal settings (cancellation cut-off)', tag } } },
    async (request) => {
      const [b] = await db
        .select({ cancellationCutoffHours: businesses.cancellationCutoffHours })
        .from(businesses)
        .where(eq(businesses.id, requireAuth(request).businessId));
      if (!b) throw notFound('Business not found');
      return b;
    },
  );

  app.put(
    '/api/portal-settings',
    {
      config: {
        access: { roles: ROLES_THAT_MANAGE },
        docs: {
          summary: 'Set how many hours before its start a client may cancel online',
          tag,
          body: portalSettingsSchema,
        },
      },
    },
    async (request) => {
      const input = parse(portalSettingsSchema, request.body);
      const [b] = await db.transaction((tx) =>
        tx
          .update(businesses)
          .set(input)
          .where(eq(businesses.id, requireAuth(request).businessId))
          .returning({ cancellationCutoffHours: businesses.cancellationCutoffHours }),
      );
      return b;
    },
  );
}
