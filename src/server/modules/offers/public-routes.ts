import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import { publicOfferCheckSchema, publicOfferQuerySchema } from '../../../contract/offers';
import { publicBusinessId, publicBusinessParamsSchema } from '../../core/public-business';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { checkPublicOffer } from './public-check';

const spec = routeSpecs(['public']);

/** Guessing codes costs something: a client checks one or two, a script hundreds. */
const CHECKS = { max: 20, timeWindow: '1 minute' };

export function registerPublicOfferRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/businesses/:business/offers/:code',
    spec({
      access: { public: true },
      rateLimit: CHECKS,
      operationId: 'checkPublicOffer',
      summary:
        'Check an offer code on the booking page before booking: the discounted price of the service, or why the code is refused',
      params: publicBusinessParamsSchema.extend({ code: z.string().max(200) }),
      querystring: publicOfferQuerySchema,
      response: {
        200: publicOfferCheckSchema,
        400: apiErrorBodySchema.describe('The code is refused (the reason on offerCode), or no such service'),
        404: apiErrorBodySchema.describe('Business not found'),
      },
    }),
    async (request) =>
      checkPublicOffer(
        db,
        await publicBusinessId(db, request.params.business),
        request.params.code,
        request.query.serviceId,
      ),
  );
}
