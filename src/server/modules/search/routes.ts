import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '../../../contract/search';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { searchEverything } from './service';

export function registerSearchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { access: { ability: 'search.use' } },
      schema: {
        operationId: 'searchEverything',
        summary:
          'The header search: up to 5 clients, appointments and sales each, from what the member may list',
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => searchEverything(db, requireAuth(request), request.query.q),
  );
}
