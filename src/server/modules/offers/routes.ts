import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  createOfferSchema,
  offerRedemptionSchema,
  offerSchema,
  updateOfferSchema,
} from '../../../contract/offers';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createOffer, deleteOffer, listOffers, listRedemptions, updateOffer } from './service';

const spec = routeSpecs(['offers']);
const access = { ability: 'marketing.manage', feature: 'marketing' } as const;

export function registerOfferRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/offers',
    spec({
      access,
      operationId: 'listOffers',
      summary: "The business's offer codes, newest first, with their uses and where each stands today",
      response: { 200: z.array(offerSchema) },
    }),
    async (request) => listOffers(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/offers',
    spec({
      access,
      operationId: 'createOffer',
      summary: 'Create an offer code (unique in the business, whatever its case)',
      body: createOfferSchema,
      response: {
        201: offerSchema,
        409: apiErrorBodySchema.describe('An offer with this code already exists'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await createOffer(db, requireAuth(request).businessId, request.body)),
  );

  r.put(
    '/api/offers/:id',
    spec({
      access,
      operationId: 'updateOffer',
      summary: 'Change an offer; fields left out stay as they are',
      params: idParamsSchema,
      body: updateOfferSchema,
      response: {
        200: offerSchema,
        409: apiErrorBodySchema.describe('An offer with this code already exists'),
      },
    }),
    async (request) => updateOffer(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/offers/:id',
    spec({
      access,
      operationId: 'deleteOffer',
      summary: 'Delete an offer; sales and appointments keep the code and discount they got',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await deleteOffer(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/offers/:id/redemptions',
    spec({
      access,
      operationId: 'listOfferRedemptions',
      summary: 'The latest 100 uses of an offer code: who, where (sale or appointment) and the discount',
      params: idParamsSchema,
      response: { 200: z.array(offerRedemptionSchema) },
    }),
    async (request) => listRedemptions(db, requireAuth(request).businessId, request.params.id),
  );
}
