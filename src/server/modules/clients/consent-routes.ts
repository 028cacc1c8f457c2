import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common';
import { marketingConsentSchema, updateMarketingConsentSchema } from '../../../contract/consent';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { setMarketingConsent } from './consent';

const spec = routeSpecs(['clients']);

/** A client's marketing consent as the business records it (the client's own answer is the portal's). */
export function registerClientConsentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/clients/:id/marketing-consent',
    spec({
      access: { ability: 'clients.edit', feature: 'client_management' },
      operationId: 'updateMarketingConsent',
      summary: "Record a client's yes or no to marketing email, and how they gave it",
      params: idParamsSchema,
      body: updateMarketingConsentSchema,
      response: { 200: marketingConsentSchema },
    }),
    async (request) => setMarketingConsent(db, requireAuth(request), request.params.id, request.body),
  );
}
