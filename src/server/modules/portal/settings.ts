import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  portalBusinessSchema,
  portalSettingsResultSchema,
  portalSettingsSchema,
} from '../../../contract/portal';
import { requireAuth } from '../../core/access';
import { BUSINESS_NOT_FOUND, publicBusinessParamsSchema } from '../../core/public-business';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findPortalBusiness, getPortalSettings, setPortalSettings } from './repository';

const spec = routeSpecs(['portal']);
const businessNotFound = () => notFound(BUSINESS_NOT_FOUND);

export function registerPortalSettingsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/portal/businesses/:business',
    spec({
      access: { public: true },
      rateLimit: { max: 120, timeWindow: '1 minute' },
      operationId: 'getPortalBusiness',
      summary:
        "What the client portal and chat widget show before sign-in, by the business's booking link (an old one answers with the slug now)",
      params: publicBusinessParamsSchema,
      response: { 200: portalBusinessSchema },
    }),
    async (request) => {
      const business = await findPortalBusiness(db, request.params.business);
      if (!business) throw businessNotFound();
      return business;
    },
  );

  r.get(
    '/api/portal-settings',
    spec({
      access: { ability: 'business.view' },
      operationId: 'getPortalSettings',
      summary: 'Client portal settings (cancellation cut-off)',
      response: { 200: portalSettingsResultSchema },
    }),
    async (request) => {
      const settings = await getPortalSettings(db, requireAuth(request).businessId);
      if (!settings) throw businessNotFound();
      return settings;
    },
  );

  r.put(
    '/api/portal-settings',
    spec({
      access: { ability: 'portalSettings.manage' },
      operationId: 'updatePortalSettings',
      summary: 'Set how many hours before its start a client may cancel online',
      body: portalSettingsSchema,
      response: { 200: portalSettingsResultSchema },
    }),
    async (request) => {
      const settings = await setPortalSettings(db, requireAuth(request).businessId, request.body);
      if (!settings) throw businessNotFound();
      return settings;
    },
  );
}
