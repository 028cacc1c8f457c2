import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingProviderSchema,
  createDemoSubscriptionResponseSchema,
  createSubscriptionResponseSchema,
  demoCardSchema,
  invoiceSchema,
  promoStatusSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
} from '../../../contract/billing';
import { apiErrorBodySchema } from '../../../contract/errors';
import { planOfferSchema, plans } from '../../../contract/plans';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import type { BillingOptions } from './provider';
import {
  cancelSubscription,
  confirmDemoCard,
  getInvoices,
  getPromoStatus,
  getSubscription,
  resumeSubscription,
  startSubscription,
} from './service';

const spec = routeSpecs(['billing']);
const READS = { max: 120, timeWindow: '1 minute' };
const providerFailed = apiErrorBodySchema.describe(
  'The payment provider refused or could not be reached: Failed to process subscription. Please try again.',
);

export function registerBillingRoutes(
  app: FastifyInstance,
  { db, billing }: { db: Database; billing: BillingOptions },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { provider } = billing;

  r.get(
    '/api/plans',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'listPlans',
      summary: 'The plan catalogue: tiers, prices in cents, features and limits',
      response: { 200: z.array(planOfferSchema) },
    }),
    async () => plans.map((p) => ({ ...p, features: [...p.features] })),
  );

  r.get(
    '/api/promo/status',
    spec({
      access: { public: true },
      rateLimit: READS,
      operationId: 'getPromoStatus',
      summary: 'The launch offer: discounts claimed and left, from the live counter',
      response: { 200: promoStatusSchema },
    }),
    async () => getPromoStatus(db),
  );

  r.get(
    '/api/subscription',
    spec({
      access: { ability: 'account.use' },
      operationId: 'getSubscription',
      summary:
        "The business's plan: tier, status, trial, period and discount; the card and next charge for owners and admins",
      response: { 200: subscriptionSchema },
    }),
    async (request) => getSubscription(db, requireAuth(request)),
  );

  r.get(
    '/api/billing/provider',
    spec({
      access: { ability: 'account.use' },
      operationId: 'getBillingProvider',
      summary: 'Who takes cards: Stripe (with its publishable key) or the demo provider',
      response: { 200: billingProviderSchema },
    }),
    async () => ({ provider: provider.name, publishableKey: provider.publishableKey }),
  );

  r.post(
    '/api/create-subscription',
    spec({
      access: { ability: 'billing.manage' },
      operationId: 'createSubscription',
      summary:
        'Start the plan (90-day trial on a first subscription) and get the secret the card form confirms',
      body: subscriptionRequestSchema,
      response: { 200: createSubscriptionResponseSchema, 502: providerFailed },
    }),
    async (request) => {
      const { clientSecret } = await startSubscription(db, provider, requireAuth(request), request.body);
      return { clientSecret };
    },
  );

  r.post(
    '/api/create-subscription-demo',
    spec({
      access: { ability: 'billing.manage' },
      operationId: 'createDemoSubscription',
      summary: 'Start the plan without asking for a card (the launch offer page); a card can be added later',
      body: subscriptionRequestSchema,
      response: { 200: createDemoSubscriptionResponseSchema, 502: providerFailed },
    }),
    async (request) => {
      return startSubscription(db, provider, requireAuth(request), request.body);
    },
  );

  r.post(
    '/api/subscription/card',
    spec({
      access: { ability: 'billing.manage' },
      operationId: 'confirmDemoCard',
      summary: "The demo provider's card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined",
      body: demoCardSchema,
      response: {
        200: subscriptionSchema,
        402: apiErrorBodySchema.describe('The card was declined, e.g. Your card was declined.'),
        409: apiErrorBodySchema.describe(
          'Stripe takes this subscription’s cards, or the form’s secret is stale',
        ),
      },
    }),
    async (request) => confirmDemoCard(db, requireAuth(request).businessId, request.body),
  );

  r.post(
    '/api/subscription/cancel',
    spec({
      access: { ability: 'billing.manage' },
      operationId: 'cancelSubscription',
      summary: 'Cancel at the end of the current period (the plan stays until then)',
      response: {
        200: subscriptionSchema,
        409: apiErrorBodySchema.describe('There is no subscription to cancel.'),
        502: providerFailed,
      },
    }),
    async (request) => cancelSubscription(db, provider, requireAuth(request).businessId),
  );

  r.post(
    '/api/subscription/resume',
    spec({
      access: { ability: 'billing.manage' },
      operationId: 'resumeSubscription',
      summary: 'Take back a cancellation before the period ends',
      response: {
        200: subscriptionSchema,
        409: apiErrorBodySchema.describe('There is no subscription to resume.'),
        502: providerFailed,
      },
    }),
    async (request) => resumeSubscription(db, provider, requireAuth(request).businessId),
  );

  r.get(
    '/api/subscription/invoices',
    spec({
      access: { ability: 'billing.view' },
      operationId: 'listSubscriptionInvoices',
      summary: "The plan's invoices, newest first",
      response: { 200: z.array(invoiceSchema) },
    }),
    async (request) => getInvoices(db, requireAuth(request).businessId),
  );
}
