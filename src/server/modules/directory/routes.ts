import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { directoryPageSchema, directoryQuerySchema } from '../../../contract/directory';
import type { Database } from '../../db/client';
import { listDirectory } from './service';

const tags = ['directory'];

export function registerDirectoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/business-directory',
    {
      config: { access: { public: true }, rateLimit: { max: 120, timeWindow: '1 minute' }, etag: true },
      schema: {
        operationId: 'listBusinessDirectory',
        summary:
          'Listed businesses, best rated first, a page at a time: search (name, description, specialties), category, city, price range, minimum rating',
        tags,
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema },
      },
    },
    async (request) => listDirectory(db, request.query),
  );
}
