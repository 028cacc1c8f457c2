import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffListItemSchema } from '../../../contract/services';
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { listStaff } from './repository';

/** Read-only list for service and availability forms; the Staff screen's writes arrive with its own issue. */
export function registerStaffDirectoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff',
    {
      config: { access: { ability: 'members.view' } },
      schema: {
        operationId: 'listStaff',
        summary: 'Staff members of the business',
        tags: ['staff'],
        response: { 200: z.array(staffListItemSchema) },
      },
    },
    async (request) => listStaff(db, requireAuth(request).businessId),
  );
}
