import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { directoryPageSchema, directoryQuerySchema } from '../../../contract/directory';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { listDirectory } from './service';

const spec = routeSpecs(['directory']);

export function registerDirectoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/business-directory',
    spec({
      access: { public: true },
      rateLimit: { max: 120, timeWindow: '1 minute' },
      etag: true,
      operationId: 'listBusinessDirectory',
      summary:
        'Listed businesses, best rated first, a page at a time: search (name, description, specialties), category, city, price range, minimum rating',
      querystring: directoryQuerySchema,
      response: { 200: directoryPageSchema },
    }),
    async (request) => listDirectory(db, request.query),
  );
}
