import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the app calls (billing/stripe/provider.ts), so tests drive the
 * real SDK without the internet: customers, subscriptions (create, retrieve, update), SetupIntents and payment
 * methods, form-encoded like the real API, with Stripe's id prefixes, object shapes, idempotency keys and
 * error bodies. Every request is recorded for assertions. Plus builders for signed webhook deliveries.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_frontdesk';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_frontdesk';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_frontdesk';
const PRICE_CENTS = 1999;
const DAY = 24 * 60 * 60;

type Json = Record<string, unknown>;
/** Form values as Stripe reads them: strings, nested objects, and arrays from `a[0]`, `a[1]`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export type RecordedRequest = {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** `items[0][price]=p&expand[0]=x` → `{ items: [{ price: 'p' }], expand: ['x'] }`, the way Stripe reads it. */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Record<string, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): FormValue => {
    if (typeof value !== 'object' || value === null) return value as FormValue;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => arrays(v));
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, arrays(v)]));
  };
  return arrays(root) as Record<string, FormValue>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, value: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${what}: '${value}'`,
  });

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: FormValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export type FakeStripe = {
  /** Pass to `createStripeBilling`: `{ ...fake.sdkOptions, priceId, ... }`. */
  sdkOptions: { secretKey: string; apiHost: string; apiPort: number; apiProtocol: 'http' };
  requests: RecordedRequest[];
  /** Requests to one path, e.g. `fake.requestsTo('POST', '/v1/subscriptions')`. */
  requestsTo(method: string, path: string): RecordedRequest[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  setupIntents: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  invoices: Map<string, Json>;
  /** A card payment method, as Stripe.js would create it. */
  addCard(card?: { brand?: string; last4?: string }): string;
  /**
   * What Stripe does when the browser confirms a SetupIntent: a card is attached, the intent succeeds, and the
   * subscription it was made for (`pending_setup_intent`, save on_subscription) gets it as its default.
   */
  confirmSetupIntent(
    setupIntentId: string,
    card?: { brand?: string; last4?: string },
  ): { paymentMethodId: string };
  /** An invoice of a subscription, stored, shaped as Stripe sends it in `invoice.*` events. */
  createInvoice(subscriptionId: string, options?: InvoiceOptions): Json;
  /** The next request to the API answers this error instead (one time). */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
};

export type InvoiceOptions = {
  paid?: boolean;
  amountCents?: number;
  attemptCount?: number;
  /** Unix seconds of Stripe's next retry; null when the retries are over. */
  nextPaymentAttempt?: number | null;
  periodStart?: number;
  periodEnd?: number;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; status: number; body: string }>();
  let injected: { status: number; error: { type: string; message: string; code?: string } } | null = null;

  function newSetupIntent(
    customer: string | null,
    metadata: Record<string, string>,
    usage = 'off_session',
  ): Json {
    const setupId = id('seti');
    const intent: Json = {
      id: setupId,
      object: 'setup_intent',
      client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
      customer,
      created: now(),
      livemode: false,
      metadata,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage,
    };
    setupIntents.set(setupId, intent);
    return intent;
  }

  function newInvoice(subscription: Json, options: InvoiceOptions & { reason?: string } = {}): Json {
    const invoiceId = id('in');
    const start = options.periodStart ?? now();
    const end = options.periodEnd ?? addMonth(start);
    const amount = options.amountCents ?? PRICE_CENTS;
    const paid = options.paid ?? amount === 0;
    const item = ((subscription.items as { data: Json[] }).data[0] ?? {}) as Json;
    const price = item.price as Json | undefined;
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      status: paid ? 'paid' : 'open',
      billing_reason: options.reason ?? 'subscription_cycle',
      collection_method: 'charge_automatically',
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: options.attemptCount ?? (paid ? 1 : 0),
      attempted: paid || (options.attemptCount ?? 0) > 0,
      next_payment_attempt: options.nextPaymentAttempt === undefined ? null : options.nextPaymentAttempt,
      created: now(),
      // Stripe's quirk: a renewal invoice's own period is the one that just ended; the lines bill the next.
      period_start: start,
      period_end: start,
      description: null,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: amount === 0 ? 'Trial period for Enterprise' : '1 × Enterprise (at $19.99 / month)',
            period: { start, end },
            pricing: { type: 'price_details', price_details: { price: price?.id ?? null } },
            subscription: subscription.id,
          },
        ],
      },
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  }

  /** The object with `expand` applied, as the API answers it. */
  function expanded(subscription: Json, expand: string[]): Json {
    const out: Json = { ...subscription };
    if (expand.includes('pending_setup_intent') && typeof out.pending_setup_intent === 'string') {
      out.pending_setup_intent = setupIntents.get(out.pending_setup_intent) ?? null;
    }
    if (expand.includes('default_payment_method') && typeof out.default_payment_method === 'string') {
      out.default_payment_method = paymentMethods.get(out.default_payment_method) ?? null;
    }
    const invoiceExpanded =
      expand.includes('latest_invoice') || expand.includes('latest_invoice.confirmation_secret');
    if (invoiceExpanded && typeof out.latest_invoice === 'string') {
      const invoice = { ...(invoices.get(out.latest_invoice) ?? {}) };
      // `confirmation_secret` is only ever returned when asked for.
      if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
      out.latest_invoice = invoice;
    }
    return out;
  }

  function createSubscription(params: Record<string, FormValue>): Json {
    const customer = text(params.customer);
    if (!customer || !customers.has(customer)) {
      throw customer ? missing('customer', customer) : missingParam('customer');
    }
    const items = Array.isArray(params.items) ? params.items : [];
    const priceId = text((items[0] as Record<string, FormValue> | undefined)?.price);
    if (!priceId) throw missingParam('items');
    const trialDays = Number(text(params.trial_period_days) ?? 0);
    const coupons = (Array.isArray(params.discounts) ? params.discounts : [])
      .map((d) => text((d as Record<string, FormValue>).coupon))
      .filter((c): c is string => Boolean(c));
    const created = now();
    const trialEnd = trialDays > 0 ? created + trialDays * DAY : null;
    const periodEnd = trialEnd ?? addMonth(created);
    const subscriptionId = id('sub');
    const subscription: Json = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      created,
      start_date: created,
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      currency: 'usd',
      default_payment_method: null,
      discounts: coupons.map(() => id('di')),
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            created,
            current_period_start: created,
            current_period_end: periodEnd,
            price: {
              id: priceId,
              object: 'price',
              currency: 'usd',
              unit_amount: PRICE_CENTS,
              recurring: { interval: 'month', interval_count: 1 },
            },
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
      },
      latest_invoice: null,
      livemode: false,
      metadata: record(params.metadata),
      payment_settings: {
        save_default_payment_method:
          text(record(params.payment_settings as FormValue).save_default_payment_method) ?? 'off',
      },
      pending_setup_intent: null,
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      trial_settings: {
        end_behavior: {
          missing_payment_method:
            text(
              (
                (params.trial_settings as Record<string, FormValue>)?.end_behavior as Record<
                  string,
                  FormValue
                >
              )?.missing_payment_method,
            ) ?? 'create_invoice',
        },
      },
    };
    const amount = trialEnd ? 0 : coupons.length > 0 ? Math.floor(PRICE_CENTS / 2) : PRICE_CENTS;
    const invoice = newInvoice(subscription, {
      amountCents: amount,
      paid: amount === 0,
      periodStart: created,
      periodEnd,
      reason: 'subscription_create',
    });
    subscription.latest_invoice = invoice.id;
    if (amount > 0) {
      invoice.confirmation_secret = {
        type: 'payment_intent',
        client_secret: `${id('pi')}_secret_${randomBytes(12).toString('hex')}`,
      };
    } else if (text(params.payment_behavior) === 'default_incomplete') {
      // Nothing to pay now: Stripe makes a SetupIntent to collect the card for later.
      subscription.pending_setup_intent = newSetupIntent(customer, {}).id;
    }
    subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  function missingParam(param: string) {
    return new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
    });
  }

  function route(
    method: string,
    path: string,
    params: Record<string, FormValue>,
  ): { status: number; body: Json } {
    const expand = strings(params.expand);
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Json = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        email: text(params.email) ?? null,
        name: text(params.name) ?? null,
        metadata: record(params.metadata),
        invoice_settings: { default_payment_method: null },
        livemode: false,
      };
      customers.set(customer.id as string, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      return { status: 200, body: expanded(createSubscription(params), expand) };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscriptionId = decodeURIComponent(subscriptionPath[1] as string);
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw missing('subscription', subscriptionId);
      if (method === 'POST') {
        const cancel = text(params.cancel_at_period_end);
        if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
        const paymentMethod = text(params.default_payment_method);
        if (paymentMethod !== undefined) {
          if (paymentMethod && !paymentMethods.has(paymentMethod))
            throw missing('PaymentMethod', paymentMethod);
          subscription.default_payment_method = paymentMethod || null;
        }
        if (params.metadata)
          subscription.metadata = { ...(subscription.metadata as Json), ...record(params.metadata) };
      }
      if (method === 'GET' || method === 'POST') return { status: 200, body: expanded(subscription, expand) };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = text(params.customer) ?? null;
      if (customer && !customers.has(customer)) throw missing('customer', customer);
      return { status: 200, body: newSetupIntent(customer, record(params.metadata), text(params.usage)) };
    }
    const paymentMethodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethodPath) {
      const methodId = decodeURIComponent(paymentMethodPath[1] as string);
      const paymentMethod = paymentMethods.get(methodId);
      if (!paymentMethod) throw missing('PaymentMethod', methodId);
      return { status: 200, body: paymentMethod };
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const method = req.method ?? 'GET';
      const raw = Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw);
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const idempotencyKey = header('idempotency-key');
      requests.push({
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion: header('stripe-version'),
      });
      const send = (status: number, body: string, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(body);
      };
      const sendError = (status: number, error: object) => send(status, JSON.stringify({ error }));

      if (header('authorization') !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        sendError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' });
        return;
      }
      if (injected) {
        const { status, error } = injected;
        injected = null;
        sendError(status, error);
        return;
      }
      const cacheKey = idempotencyKey && method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) {
        if (cached.params !== raw) {
          sendError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
          return;
        }
        send(cached.status, cached.body, true);
        return;
      }
      let status: number;
      let body: string;
      try {
        const answer = route(method, url.pathname, params);
        status = answer.status;
        body = JSON.stringify(answer.body);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = JSON.stringify({ error: error.body });
      }
      if (cacheKey) idempotent.set(cacheKey, { params: raw, status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function addCard(card: { brand?: string; last4?: string } = {}): string {
    const methodId = id('pm');
    paymentMethods.set(methodId, {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { name: null, email: null },
      card: {
        brand: card.brand ?? 'visa',
        last4: card.last4 ?? '4242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
    });
    return methodId;
  }

  return {
    sdkOptions: {
      secretKey: FAKE_STRIPE_SECRET_KEY,
      apiHost: '127.0.0.1',
      apiPort: port,
      apiProtocol: 'http',
    },
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    customers,
    subscriptions,
    setupIntents,
    paymentMethods,
    invoices,
    addCard,
    confirmSetupIntent(setupIntentId, card) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`no SetupIntent ${setupIntentId}`);
      const paymentMethodId = addCard(card);
      const method = paymentMethods.get(paymentMethodId) as Json;
      method.customer = intent.customer;
      intent.payment_method = paymentMethodId;
      intent.status = 'succeeded';
      for (const subscription of subscriptions.values()) {
        if (subscription.pending_setup_intent === setupIntentId) {
          subscription.default_payment_method = paymentMethodId;
          subscription.pending_setup_intent = null;
        }
      }
      return { paymentMethodId };
    },
    createInvoice(subscriptionId, options = {}) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = newInvoice(subscription, options);
      subscription.latest_invoice = invoice.id;
      return invoice;
    },
    failNext(status, error) {
      injected = { status, error };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A Stripe event as a webhook delivers it (`data.object` is a snapshot of the object). */
export function stripeEvent(
  type: string,
  object: object,
  options: { id?: string; created?: number } = {},
): Json {
  return {
    id: options.id ?? id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? now(),
    type,
    data: { object: JSON.parse(JSON.stringify(object)) as unknown },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * The request Stripe sends to `POST /api/stripe/webhook`: the JSON payload and its `Stripe-Signature`, signed
 * with the endpoint's secret at `timestamp` (Unix seconds; now unless given). Pass to `app.inject`.
 */
export function signedWebhook(
  event: object,
  options: { secret?: string; timestamp?: number } = {},
): { method: 'POST'; url: string; payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return {
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
