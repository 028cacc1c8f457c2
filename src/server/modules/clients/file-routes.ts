import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importClientsSchema, importPreviewSchema } from '../../../contract/clients';
import { idParamsSchema } from '../../../contract/common';
import { type DataJobKind, dataJobSchema } from '../../../contract/data-jobs';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { textResponse } from '../../openapi/route-contract';
import { dataJobFile, findDataJob, queueDataJob } from '../data-jobs';
import { previewClientImport } from './import';

const spec = routeSpecs(['clients']);
/** A 50,000-row spreadsheet is a few megabytes. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const importAccess = { ability: 'clients.import', feature: 'client_management' } as const;
// The whole client list in one file is the import's counterpart: the same roles as import and delete.
const exportAccess = { ability: 'clients.export', feature: 'client_management' } as const;
const jobResponse = (what: string) => dataJobSchema.describe(what);

/**
 * CSV in and out. The preview reads the file and writes nothing; the import and the export are data jobs
 * (modules/data-jobs): 202 with the job, then its status by id until done, so a deploy or a crash in the
 * middle runs it again instead of losing it.
 */
export function registerClientFileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** GET a job of `kind` by id: the status routes of the import and the export. */
  const jobRoute = (
    url: string,
    kind: DataJobKind,
    access: typeof importAccess | typeof exportAccess,
    names: { operationId: string; summary: string },
  ) =>
    r.get(
      url,
      spec({
        access,
        ...names,
        params: idParamsSchema,
        response: { 200: jobResponse('The job') },
      }),
      async (request) => findDataJob(db, requireAuth(request).businessId, kind, request.params.id),
    );

  r.post(
    '/api/clients/import/preview',
    spec({
      bodyLimit: IMPORT_BODY_LIMIT,
      access: importAccess,
      operationId: 'previewClientImport',
      summary: 'Check a CSV of clients without importing',
      body: importClientsSchema,
      response: { 200: importPreviewSchema },
    }),
    async (request) => previewClientImport(db, requireAuth(request).businessId, request.body.csv),
  );

  r.post(
    '/api/clients/import',
    spec({
      bodyLimit: IMPORT_BODY_LIMIT,
      access: importAccess,
      operationId: 'importClients',
      summary: 'Queue an import of a CSV of clients, all rows or none',
      description:
        'Answers 202 with the job. Poll GET /api/clients/import/{id}: it ends done (result.rows imported) or failed (error.message, and error.errors by row, "rows.{row}.{field}", or by line, "line.{n}"; nothing imported).',
      body: importClientsSchema,
      response: { 202: jobResponse('Queued') },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      reply.code(202);
      return queueDataJob(db, {
        businessId: auth.businessId,
        kind: 'clients.import',
        createdBy: auth.userId,
        input: request.body.csv,
      });
    },
  );

  jobRoute('/api/clients/import/:id', 'clients.import', importAccess, {
    operationId: 'getClientImport',
    summary: 'A client import job: queued, running, done or failed',
  });

  r.post(
    '/api/clients/export',
    spec({
      access: exportAccess,
      operationId: 'exportClients',
      summary: 'Queue a CSV of every client',
      description:
        'Answers 202 with the job. Poll GET /api/clients/export/{id} until it is done, then download its fileUrl (kept 24 hours).',
      response: { 202: jobResponse('Queued') },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      reply.code(202);
      // Recorded when asked for, with the job: the file is the whole client list whenever it runs.
      return queueDataJob(
        db,
        { businessId: auth.businessId, kind: 'clients.export', createdBy: auth.userId },
        (tx, job) =>
          recordAudit(tx, {
            businessId: auth.businessId,
            action: 'data.exported',
            target: { type: 'clients', label: 'Clients (CSV)' },
            after: { format: 'csv', jobId: job.id },
          }),
      );
    },
  );

  jobRoute('/api/clients/export/:id', 'clients.export', exportAccess, {
    operationId: 'getClientExport',
    summary: 'A client export job: queued, running, done (with its fileUrl) or failed',
  });

  r.get(
    '/api/clients/export/:id/file',
    spec({
      access: exportAccess,
      operationId: 'getClientExportFile',
      summary: "A finished client export's CSV",
      params: idParamsSchema,
      response: {
        200: textResponse('text/csv', 'Every client, one row each'),
        409: apiErrorBodySchema.describe('Not finished yet, or failed'),
      },
    }),
    async (request, reply) => {
      const file = await dataJobFile(
        db,
        requireAuth(request).businessId,
        'clients.export',
        request.params.id,
      );
      // UTF-8 with a byte-order mark, so Excel reads accents as written (stored without it: jobs.ts).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${file.body}`);
    },
  );
}
