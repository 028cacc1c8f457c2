import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDetailSchema,
  clientListItemSchema,
  clientPageSchema,
  createClientSchema,
  listClientsQuerySchema,
  updateClientSchema,
} from '../../../contract/clients';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createClient, deleteClient, getClientDetail, listMemberClients, updateClient } from './service';

const spec = routeSpecs(['clients']);

export function registerClientRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients',
    spec({
      access: { ability: 'clients.view', feature: 'client_management' },
      operationId: 'listClients',
      summary: 'Clients: search, sort and page',
      querystring: listClientsQuerySchema,
      response: { 200: clientPageSchema },
    }),
    async (request) => {
      const query = request.query;
      const { items, total } = await listMemberClients(db, requireAuth(request), query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  r.post(
    '/api/clients',
    spec({
      access: { ability: 'clients.edit', feature: 'client_management' },
      operationId: 'createClient',
      summary: 'Add a client',
      body: createClientSchema,
      response: { 201: clientListItemSchema, 409: apiErrorBodySchema.describe('Email taken') },
    }),
    async (request, reply) => {
      reply.code(201);
      return createClient(db, requireAuth(request).businessId, request.body);
    },
  );

  r.get(
    '/api/clients/:id',
    spec({
      access: { ability: 'clients.view', feature: 'client_management' },
      operationId: 'getClient',
      summary: 'A client with history and totals',
      params: idParamsSchema,
      response: { 200: clientDetailSchema },
    }),
    async (request) => getClientDetail(db, requireAuth(request), request.params.id),
  );

  r.put(
    '/api/clients/:id',
    spec({
      access: { ability: 'clients.edit', feature: 'client_management' },
      operationId: 'updateClient',
      summary: 'Edit a client',
      params: idParamsSchema,
      body: updateClientSchema,
      response: { 200: clientListItemSchema, 409: apiErrorBodySchema.describe('Email taken') },
    }),
    async (request) => updateClient(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/clients/:id',
    spec({
      access: { ability: 'clients.delete', feature: 'client_management' },
      operationId: 'deleteClient',
      summary: 'Delete a client',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await deleteClient(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
