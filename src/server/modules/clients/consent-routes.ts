import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { marketingConsentSchema, updateMarketingConsentSchema } from '../../../contract/consent';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findConsent, recordConsent } from '../marketing-consent';
import { findClient } from './repository';
import { clientScope } from './scope';

/** A client's marketing consent as the business records it (the client's own answer is the portal's). */
export function registerClientConsentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/clients/:id/marketing-consent',
    {
      config: { access: { ability: 'clients.edit', feature: 'client_management' } },
      schema: {
        operationId: 'updateMarketingConsent',
        summary: "Record a client's yes or no to marketing email, and how they gave it",
        tags: ['clients'],
        params: idParamsSchema,
        body: updateMarketingConsentSchema,
        response: { 200: marketingConsentSchema },
      },
    },
    async (request) => {
      const member = requireAuth(request);
      const scope = await clientScope(db, member);
      const client = await findClient(db, scope, request.params.id);
      if (!client) throw notFound('Client not found');
      await recordConsent(db, {
        businessId: member.businessId,
        clientId: client.id,
        optIn: request.body.marketingOptIn,
        source: `staff_${request.body.source}`,
      });
      return (await findConsent(db, member.businessId, client.id)) as z.infer<typeof marketingConsentSchema>;
    },
  );
}
