import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { createLocationSchema, locationSchema, updateLocationSchema } from '../../../contract/locations';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createLocation, listLocations, updateLocation } from './service';

const spec = routeSpecs(['locations']);

export function registerLocationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/locations',
    spec({
      // Open on every plan: the booking forms read where appointments happen, and a business whose plan lost
      // multiple_locations keeps its locations bookable (decision 021).
      access: { ability: 'business.view' },
      operationId: 'listLocations',
      summary: "The business's locations, active and not, by name",
      response: { 200: z.array(locationSchema) },
    }),
    async (request) => listLocations(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/locations',
    spec({
      access: { ability: 'business.manage', feature: 'multiple_locations' },
      operationId: 'createLocation',
      summary: 'Add a location',
      body: createLocationSchema,
      response: {
        201: locationSchema,
        409: apiErrorBodySchema.describe('A location with this name already exists'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await createLocation(db, requireAuth(request).businessId, request.body)),
  );

  r.put(
    '/api/locations/:id',
    spec({
      access: { ability: 'business.manage', feature: 'multiple_locations' },
      operationId: 'updateLocation',
      summary: 'Edit or deactivate a location (refused while appointments are still to come there)',
      params: idParamsSchema,
      body: updateLocationSchema,
      response: {
        200: locationSchema,
        409: apiErrorBodySchema.describe('The name is taken, or appointments are still to come there'),
      },
    }),
    async (request) => updateLocation(db, requireAuth(request).businessId, request.params.id, request.body),
  );
}
