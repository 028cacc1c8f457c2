import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '../../../contract/api-tokens';
import { idParamsSchema } from '../../../contract/common';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createApiToken, getApiTokens, revokeApiToken } from './service';

const spec = routeSpecs(['api tokens']);
const access = { ability: 'apiTokens.manage', feature: 'api_access' } as const;

export function registerApiTokenRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tokens',
    spec({
      access,
      operationId: 'listApiTokens',
      summary: "The business's API tokens (never the tokens themselves)",
      response: { 200: z.array(apiTokenSchema) },
    }),
    async (request) => getApiTokens(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/tokens',
    spec({
      access,
      operationId: 'createApiToken',
      summary: 'Create a personal API token, shown once; send it as Authorization: Bearer fd_pat_…',
      body: createApiTokenSchema,
      response: { 201: createdApiTokenSchema },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      const created = await createApiToken(db, auth, request.body);
      return reply.code(201).send(created);
    },
  );

  r.delete(
    '/api/tokens/:id',
    spec({
      access,
      operationId: 'revokeApiToken',
      summary: 'Revoke a token: it stops working at once',
      params: idParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await revokeApiToken(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
