import type { FastifyInstance } from 'fastify';
import {
  createClientSchema,
  importClientsSchema,
  listClientsQuerySchema,
  updateClientSchema,
} from '../../../contract/clients';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { parse } from '../../lib/validate';
import { ROLES_THAT_MANAGE, requireAuth } from '../auth/access';
import { exportClientsCsv, importClients, previewClientImport } from './import';
import { listClients } from './repository';
import { clientNotFound, createClient, deleteClient, getClientDetail, updateClient } from './service';

const tag = 'clients';
/** A 50,000-row spreadsheet is a few megabytes. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

function clientId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw clientNotFound();
  return parsed.data.id;
}

export function registerClientRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/clients',
    { config: { docs: { summary: 'Clients: search, sort and page', tag } } },
    async (request) => {
      const query = parse(listClientsQuerySchema, request.query);
      const { items, total } = await listClients(db, requireAuth(request).businessId, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.post(
    '/api/clients',
    {
      config: {
        docs: {
          summary: 'Add a client',
          tag,
          body: createClientSchema,
          responses: { 201: 'Created', 409: 'Email taken' },
        },
      },
    },
    async (request, reply) => {
      const input = parse(createClientSchema, request.body);
      return reply.code(201).send(await createClient(db, requireAuth(request).businessId, input));
    },
  );

  app.get(
    '/api/clients/export',
    // The whole client list in one file is the import's counterpart: the same roles as import and delete.
    { config: { access: { roles: ROLES_THAT_MANAGE }, docs: { summary: 'Every client as CSV', tag } } },
    async (request, reply) => {
      const csv = await exportClientsCsv(db, requireAuth(request).businessId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="clients.csv"')
        .send(csv);
    },
  );

  app.post(
    '/api/clients/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: {
        access: { roles: ROLES_THAT_MANAGE },
        docs: { summary: 'Check a CSV of clients without importing', tag, body: importClientsSchema },
      },
    },
    async (request) => {
      const { csv } = parse(importClientsSchema, request.body);
      return previewClientImport(db, requireAuth(request).businessId, csv);
    },
  );

  app.post(
    '/api/clients/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: {
        access: { roles: ROLES_THAT_MANAGE },
        docs: {
          summary: 'Import a CSV of clients, all rows or none',
          tag,
          body: importClientsSchema,
          responses: { 201: 'Imported', 409: 'An email was taken meanwhile' },
        },
      },
    },
    async (request, reply) => {
      const { csv } = parse(importClientsSchema, request.body);
      return reply.code(201).send(await importClients(db, requireAuth(request).businessId, csv));
    },
  );

  app.get(
    '/api/clients/:id',
    {
      config: {
        docs: {
          summary: 'A client with history and totals',
          tag,
          responses: { 200: 'OK', 404: 'No such client' },
        },
      },
    },
    async (request) => getClientDetail(db, requireAuth(request).businessId, clientId(request.params)),
  );

  app.put(
    '/api/clients/:id',
    {
      config: {
        docs: {
          summary: 'Edit a client',
          tag,
          body: updateClientSchema,
          responses: { 200: 'OK', 404: 'No such client', 409: 'Email taken' },
        },
      },
    },
    async (request) => {
      const id = clientId(request.params);
      const input = parse(updateClientSchema, request.body);
      return updateClient(db, requireAuth(request).businessId, id, input);
    },
  );

  app.delete(
    '/api/clients/:id',
    {
      config: {
        access: { roles: ROLES_THAT_MANAGE },
        docs: { summary: 'Delete a client', tag, responses: { 204: 'Deleted', 404: 'No such client' } },
      },
    },
    async (request, reply) => {
      await deleteClient(db, requireAuth(request).businessId, clientId(request.params));
      return reply.code(204).send();
    },
  );
}
