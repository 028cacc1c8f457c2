import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  audienceCountRequestSchema,
  audienceCountSchema,
  CAMPAIGN_LOCKED,
  CAMPAIGN_NOT_DRAFT,
  CAMPAIGN_SENDING,
  campaignSchema,
  createCampaignSchema,
  sendCampaignSchema,
  testSendResultSchema,
  updateCampaignSchema,
} from '../../../contract/campaigns';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import {
  countAudience,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  readCampaign,
  sendCampaign,
  updateCampaign,
} from './service';
import { sendTestCampaign } from './test-send';

const spec = routeSpecs(['campaigns']);
/** Marketing includes email_notifications on every tier that has it (plans.unit.test.ts), so sends need no more. */
const access = { ability: 'marketing.manage', feature: 'marketing' } as const;

export function registerCampaignRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/campaigns',
    spec({
      access,
      operationId: 'listCampaigns',
      summary: 'Email campaigns, newest first, with their metrics',
      response: { 200: z.array(campaignSchema) },
    }),
    async (request) => listCampaigns(db, requireAuth(request).businessId),
  );

  r.get(
    '/api/campaigns/:id',
    spec({
      access,
      operationId: 'getCampaign',
      summary: 'One campaign with its metrics',
      params: idParamsSchema,
      response: { 200: campaignSchema },
    }),
    async (request) => readCampaign(db, requireAuth(request).businessId, request.params.id),
  );

  r.post(
    '/api/campaigns/audience',
    spec({
      access,
      operationId: 'countCampaignAudience',
      summary: 'How many subscribed clients with an email an audience reaches now',
      body: audienceCountRequestSchema,
      response: { 200: audienceCountSchema },
    }),
    async (request) => ({
      count: await countAudience(db, requireAuth(request).businessId, request.body.targetAudience),
    }),
  );

  r.post(
    '/api/campaigns',
    spec({
      access,
      operationId: 'createCampaign',
      summary: 'Create an email campaign (a draft)',
      body: createCampaignSchema,
      response: { 201: campaignSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createCampaign(db, requireAuth(request).businessId, request.body)),
  );

  r.put(
    '/api/campaigns/:id',
    spec({
      access,
      operationId: 'updateCampaign',
      summary:
        "Change a draft or scheduled campaign, or cancel a scheduled or sending one ({ status: 'cancelled' })",
      params: idParamsSchema,
      body: updateCampaignSchema,
      response: { 200: campaignSchema, 409: apiErrorBodySchema.describe(CAMPAIGN_LOCKED) },
    }),
    async (request) => updateCampaign(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/campaigns/:id',
    spec({
      access,
      operationId: 'deleteCampaign',
      summary: 'Delete a campaign (not while it is sending)',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted'), 409: apiErrorBodySchema.describe(CAMPAIGN_SENDING) },
    }),
    async (request, reply) => {
      await deleteCampaign(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/campaigns/:id/send',
    spec({
      access,
      operationId: 'sendCampaign',
      summary:
        'Send a draft now (its subscribed audience is fixed and emailed in batches, once each) or schedule it',
      params: idParamsSchema,
      body: sendCampaignSchema,
      response: {
        200: campaignSchema,
        400: apiErrorBodySchema.describe('Bad input, or no subscribed client matches the audience'),
        409: apiErrorBodySchema.describe(CAMPAIGN_NOT_DRAFT),
      },
    }),
    async (request) => sendCampaign(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.post(
    '/api/campaigns/:id/test',
    spec({
      access,
      operationId: 'sendTestCampaign',
      summary: "Email the campaign to the signed-in member's own address, marked [Test]",
      params: idParamsSchema,
      response: { 202: testSendResultSchema },
    }),
    async (request, reply) =>
      reply.code(202).send(await sendTestCampaign(db, requireAuth(request), request.params.id)),
  );
}
