import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../../contract/errors';
import { routeSpecs } from '../../../core/route-spec';
import type { Database } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { BillingOptions } from '../provider';
import { applyStripeEvent } from './events';

const spec = routeSpecs(['billing']);

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
export const INVALID_SIGNATURE = 'Invalid signature';

/** Apps the route is registered on: once each, whoever calls first (modules/index.ts, or a test). */
const registeredOn = new WeakSet<FastifyInstance>();

const receivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'StripeWebhookReceived' });

/**
 * `POST /api/stripe/webhook`: Stripe tells the app what happened to a subscription. The signature is computed
 * over the exact bytes Stripe sent, so this route alone (its own plugin scope) reads `application/json` as a
 * Buffer, and declares no zod body: the SDK verifies and parses it. Stripe sends no Origin or Sec-Fetch-Site,
 * so the cross-site write check lets it through; no session is involved (public, signed instead).
 */
export function registerStripeWebhookRoutes(
  app: FastifyInstance,
  { db, billing }: { db: Database; billing: BillingOptions },
): void {
  if (registeredOn.has(app)) return;
  registeredOn.add(app);
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      STRIPE_WEBHOOK_PATH,
      spec({
        access: { public: true },
        operationId: 'receiveStripeWebhook',
        summary: 'Stripe webhook: subscription, invoice and card events, signed by Stripe',
        description:
          "Called by Stripe, not by the app. Body: a Stripe event (`application/json`), verified against the `Stripe-Signature` header with `STRIPE_WEBHOOK_SECRET` (at most 300 s old). Applies `customer.subscription.created/updated/deleted`, `invoice.paid`, `invoice.payment_failed` and `setup_intent.succeeded` to the business; an event id already applied, or a type the app doesn't use, is acknowledged and changes nothing.",
        response: {
          200: receivedSchema,
          400: apiErrorBodySchema.describe(`${INVALID_SIGNATURE}: no, wrong or expired Stripe-Signature`),
          404: apiErrorBodySchema.describe('Stripe is not configured on this server'),
          413: apiErrorBodySchema.describe('Request body is too large'),
          415: apiErrorBodySchema.describe('Request body must be JSON'),
        },
      }),
      async (request) => {
        const webhook = billing.stripeWebhook;
        if (!webhook) throw notFound();
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !signature || !Buffer.isBuffer(body)) {
          throw new HttpError(400, INVALID_SIGNATURE);
        }
        let event: ReturnType<typeof webhook.verify>;
        try {
          event = webhook.verify(body, signature);
        } catch {
          throw new HttpError(400, INVALID_SIGNATURE);
        }
        await applyStripeEvent(db, webhook, event, request.log);
        return { received: true as const };
      },
    );
  });
}
