import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import {
  createFlowSchema,
  flowRunSchema,
  flowSchema,
  flowTemplateSchema,
  flowTemplates,
  updateFlowSchema,
} from '../../../contract/flows';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { createFlow, deleteFlow, listFlowRuns, listFlows, updateFlow } from './service';

const spec = routeSpecs(['automated flows']);
const access = { ability: 'marketing.manage', feature: 'marketing' } as const;

export function registerFlowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/automated-flows',
    spec({
      access,
      operationId: 'listAutomatedFlows',
      summary: "The business's automated flows, newest first, with their runs counted by status",
      response: { 200: z.array(flowSchema) },
    }),
    async (request) => listFlows(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/automated-flows/templates',
    spec({
      access,
      operationId: 'listAutomatedFlowTemplates',
      summary:
        'Ready-made flows: thank-you with a review request, we miss you with a 10% code, no-show follow-up',
      response: { 200: z.array(flowTemplateSchema) },
    }),
    async () => flowTemplates(),
  );

  r.post(
    '/api/automated-flows',
    spec({
      access,
      operationId: 'createAutomatedFlow',
      summary:
        'Create a flow: a trigger and its steps (switched on: runs start for what happens from now on)',
      body: createFlowSchema,
      response: { 201: flowSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createFlow(db, requireAuth(request).businessId, request.body)),
  );

  r.put(
    '/api/automated-flows/:id',
    spec({
      access,
      operationId: 'updateAutomatedFlow',
      summary: 'Change a flow, or switch it on or off (runs under way take the steps as they are when due)',
      params: idParamsSchema,
      body: updateFlowSchema,
      response: { 200: flowSchema },
    }),
    async (request) => updateFlow(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/automated-flows/:id',
    spec({
      access,
      operationId: 'deleteAutomatedFlow',
      summary: 'Delete a flow and its run history',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await deleteFlow(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/automated-flows/:id/runs',
    spec({
      access,
      operationId: 'listAutomatedFlowRuns',
      summary: "A flow's latest 100 runs: who, where each stands, what each step did, and failures",
      params: idParamsSchema,
      response: { 200: z.array(flowRunSchema) },
    }),
    async (request) => listFlowRuns(db, requireAuth(request).businessId, request.params.id),
  );
}
