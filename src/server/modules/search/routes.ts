import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '../../../contract/search';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { searchEverything } from './service';

const spec = routeSpecs(['search']);

export function registerSearchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    spec({
      access: { ability: 'search.use' },
      operationId: 'searchEverything',
      summary:
        'The header search: up to 5 clients, appointments and sales each, from what the member may list',
      querystring: searchQuerySchema,
      response: { 200: searchResultsSchema },
    }),
    async (request) => searchEverything(db, requireAuth(request), request.query.q),
  );
}
