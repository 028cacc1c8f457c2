import type Stripe from 'stripe';
import { MAX_INT4 } from '../../../../contract/common';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../../../contract/plans';
import type { Database, DbOrTx } from '../../../db/client';
import type { Business } from '../../../db/schema/index';
import { announcePlanChanged } from '../../../realtime/plan-events';
import type { StripeWebhookOptions } from '../provider';
import {
  isStripeEventRecorded,
  lockBusinessByStripeCustomer,
  lockBusinessForStripeMetadata,
  recordStripeEvent,
  type StripeBillingPatch,
  setStripeInvoiceStatus,
  updateStripeBilling,
  upsertStripeInvoice,
} from './repository';

export type StripeEvent = { id: string; type: string; data: { object: unknown } };
type Log = { info: (obj: object, msg: string) => void };
type Card = { brand: string; last4: string };

export type EventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Event objects are plain JSON in whatever API version the endpoint was created with: typed with the SDK's
 * types, read as if any field may be missing or null.
 */
type Loose<T> = { [K in keyof T]?: T[K] | null };
type SubscriptionObject = Loose<Stripe.Subscription> & {
  /** Before API version 2025-03-31 the period lived on the subscription; since, on its items. */
  current_period_end?: number | null;
};
type InvoiceObject = Loose<Stripe.Invoice> & {
  /** Before 2025-03-31 the invoice named its subscription directly; since, under `parent`. */
  subscription?: string | { id: string } | null;
};
type SetupIntentObject = Loose<Stripe.SetupIntent>;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.deleted',
]);

/** Spec §4: a trial counts as active; Stripe still retries a past-due renewal, so the plan stays on meanwhile. */
export function planStatusOf(status: string | null | undefined): SubscriptionStatusName {
  return status === 'trialing' || status === 'active' || status === 'past_due' ? 'active' : 'inactive';
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

function dateOf(seconds: unknown): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? new Date(seconds * 1000)
    : null;
}

function businessIdOf(metadata: unknown): number | null {
  const raw =
    metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).businessId : null;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
}

function itemsOf<T>(list: unknown): T[] {
  const data = list && typeof list === 'object' ? (list as { data?: unknown }).data : null;
  return Array.isArray(data) ? (data as T[]) : [];
}

function cardOf(method: unknown): Card | null {
  const card = method && typeof method === 'object' ? (method as Loose<Stripe.PaymentMethod>).card : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** The end of the period being paid for: on the subscription in older API versions, on its items since. */
function periodEndOf(subscription: SubscriptionObject): Date | null {
  const own = dateOf(subscription.current_period_end);
  if (own) return own;
  const ends = itemsOf<Loose<Stripe.SubscriptionItem>>(subscription.items)
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? dateOf(Math.max(...ends)) : null;
}

function tierOf(
  subscription: SubscriptionObject,
  webhook: StripeWebhookOptions,
): SubscriptionTierName | null {
  for (const item of itemsOf<Loose<Stripe.SubscriptionItem>>(subscription.items)) {
    const priceId = idOf(item.price);
    const tier = priceId ? webhook.tierForPrice(priceId) : null;
    if (tier) return tier;
  }
  return null;
}

function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf(invoice.subscription) ??
    itemsOf<Loose<Stripe.InvoiceLineItem>>(invoice.lines)
      .map((line) => idOf(line.subscription))
      .find((id) => id !== null) ??
    null
  );
}

/** The period the invoice's lines bill (the invoice's own period_start/end is the one before, for renewals). */
function invoicePeriod(invoice: InvoiceObject): { start: Date; end: Date } {
  const periods = itemsOf<Loose<Stripe.InvoiceLineItem>>(invoice.lines)
    .map((line) => line.period)
    .filter(
      (p): p is Stripe.InvoiceLineItem.Period => typeof p?.start === 'number' && typeof p.end === 'number',
    );
  const start =
    dateOf(periods.length ? Math.min(...periods.map((p) => p.start)) : null) ??
    dateOf(invoice.period_start) ??
    dateOf(invoice.created) ??
    new Date();
  const end =
    dateOf(periods.length ? Math.max(...periods.map((p) => p.end)) : null) ??
    dateOf(invoice.period_end) ??
    start;
  return { start, end: new Date(Math.max(start.getTime(), end.getTime())) };
}

function invoiceDescription(invoice: InvoiceObject): string {
  const line = itemsOf<Loose<Stripe.InvoiceLineItem>>(invoice.lines).find((l) => l.description);
  const text = line?.description ?? invoice.description ?? 'Enterprise plan';
  return text.slice(0, 500);
}

function centsOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, MAX_INT4) : 0;
}

/** Finds the business by its Stripe customer, else by the object's `metadata.businessId`. */
async function lockBusinessFor(
  tx: DbOrTx,
  customerId: string | null,
  metadataBusinessId: number | null,
): Promise<Business | undefined> {
  const byCustomer = customerId ? await lockBusinessByStripeCustomer(tx, customerId) : undefined;
  if (byCustomer) return byCustomer;
  return metadataBusinessId ? lockBusinessForStripeMetadata(tx, metadataBusinessId, customerId) : undefined;
}

async function saveBilling(tx: DbOrTx, before: Business, patch: StripeBillingPatch): Promise<void> {
  const after = await updateStripeBilling(tx, before.id, patch);
  if (
    after.subscriptionTier !== before.subscriptionTier ||
    after.subscriptionStatus !== before.subscriptionStatus
  ) {
    await announcePlanChanged(tx, before.id);
  }
}

/** What an event needs from Stripe, fetched before its transaction opens (no network call holds a lock). */
type Prepared = { card: Card | null };

async function prepare(event: StripeEvent, webhook: StripeWebhookOptions): Promise<Prepared> {
  const object = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type) && event.type !== 'customer.subscription.deleted') {
    const method = (object as SubscriptionObject).default_payment_method;
    if (method && typeof method === 'object') return { card: cardOf(method) };
    const methodId = idOf(method);
    return { card: methodId ? await webhook.retrievePaymentMethodCard(methodId) : null };
  }
  if (event.type === 'setup_intent.succeeded') {
    const intent = object as SetupIntentObject;
    const subscriptionId =
      typeof intent.metadata?.subscriptionId === 'string' ? intent.metadata.subscriptionId : null;
    const methodId = idOf(intent.payment_method);
    if (!subscriptionId || !methodId) return { card: null };
    // A card saved to replace the subscription's: Stripe charges the default payment method, so make it that.
    await webhook.setDefaultPaymentMethod(subscriptionId, methodId);
    return {
      card:
        intent.payment_method && typeof intent.payment_method === 'object'
          ? cardOf(intent.payment_method)
          : await webhook.retrievePaymentMethodCard(methodId),
    };
  }
  return { card: null };
}

async function applySubscription(
  tx: DbOrTx,
  event: StripeEvent,
  webhook: StripeWebhookOptions,
  prepared: Prepared,
): Promise<EventOutcome> {
  const subscription = event.data.object as SubscriptionObject;
  const subscriptionId = idOf(subscription.id);
  const customerId = idOf(subscription.customer);
  if (!subscriptionId) return 'ignored';
  const b = await lockBusinessFor(tx, customerId, businessIdOf(subscription.metadata));
  if (!b) return 'ignored';
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'canceled' : subscription.status;
  if (b.stripeSubscriptionId && b.stripeSubscriptionId !== subscriptionId) {
    // Another subscription than the business's: only a new, live one replaces it (a re-subscription whose
    // `created` came before the service saved its id); late news of an older one changes nothing.
    const adopts =
      event.type === 'customer.subscription.created' &&
      status !== 'canceled' &&
      status !== 'incomplete_expired';
    if (!adopts) return 'ignored';
  }
  if (deleted) {
    await saveBilling(tx, b, {
      stripeSubscriptionId: subscriptionId,
      subscriptionStatus: 'inactive',
      cancelAtPeriodEnd: false,
    });
    return 'applied';
  }
  const tier = tierOf(subscription, webhook);
  const trialEndsAt = dateOf(subscription.trial_end);
  const periodEnd = periodEndOf(subscription);
  await saveBilling(tx, b, {
    stripeSubscriptionId: subscriptionId,
    ...(customerId && !b.stripeCustomerId ? { stripeCustomerId: customerId } : {}),
    billingProvider: 'stripe',
    subscriptionStatus: planStatusOf(status),
    ...(tier ? { subscriptionTier: tier } : {}),
    ...(trialEndsAt ? { trialEndsAt } : {}),
    ...(periodEnd ? { subscriptionEndsAt: periodEnd } : {}),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    ...(prepared.card ? { cardBrand: prepared.card.brand, cardLast4: prepared.card.last4 } : {}),
  });
  return 'applied';
}

async function applyInvoice(tx: DbOrTx, event: StripeEvent): Promise<EventOutcome> {
  const invoice = event.data.object as InvoiceObject;
  const invoiceId = idOf(invoice.id);
  if (!invoiceId) return 'ignored';
  if (event.type === 'invoice.voided' || event.type === 'invoice.marked_uncollectible') {
    await setStripeInvoiceStatus(tx, invoiceId, event.type === 'invoice.voided' ? 'void' : 'uncollectible');
    return 'applied';
  }
  const subscriptionId = invoiceSubscriptionId(invoice);
  const metadataBusinessId =
    businessIdOf(invoice.parent?.subscription_details?.metadata) ?? businessIdOf(invoice.metadata);
  const b = await lockBusinessFor(tx, idOf(invoice.customer), metadataBusinessId);
  if (!b) return 'ignored';
  const paid = event.type === 'invoice.paid';
  const period = invoicePeriod(invoice);
  const saved = await upsertStripeInvoice(tx, {
    businessId: b.id,
    providerInvoiceId: invoiceId,
    number: invoice.number || invoiceId,
    description: invoiceDescription(invoice),
    amountCents: centsOf(paid ? invoice.amount_paid : invoice.amount_due),
    status: paid ? 'paid' : 'open',
    periodStart: period.start,
    periodEnd: period.end,
  });
  if (!saved) return 'ignored';
  // An invoice of another (older) subscription is kept for the record but says nothing about this plan.
  if (subscriptionId && b.stripeSubscriptionId && subscriptionId !== b.stripeSubscriptionId) return 'applied';
  if (paid) {
    await saveBilling(tx, b, {
      subscriptionStatus: 'active',
      failedPaymentAttempts: 0,
      nextPaymentAttemptAt: null,
    });
    return 'applied';
  }
  // Already paid (this failure arrived late): nothing failed any more.
  if (saved.status === 'paid') return 'applied';
  const nextAttempt = dateOf(invoice.next_payment_attempt);
  await saveBilling(tx, b, {
    failedPaymentAttempts:
      typeof invoice.attempt_count === 'number' ? invoice.attempt_count : b.failedPaymentAttempts + 1,
    nextPaymentAttemptAt: nextAttempt,
    // No next attempt: Stripe's retries are over (or there were none), so the plan stops.
    ...(nextAttempt ? {} : { subscriptionStatus: 'inactive' as const }),
  });
  return 'applied';
}

async function applySetupIntent(tx: DbOrTx, event: StripeEvent, prepared: Prepared): Promise<EventOutcome> {
  const intent = event.data.object as SetupIntentObject;
  const subscriptionId =
    typeof intent.metadata?.subscriptionId === 'string' ? intent.metadata.subscriptionId : null;
  if (!subscriptionId || !prepared.card) return 'ignored';
  const b = await lockBusinessFor(tx, idOf(intent.customer), businessIdOf(intent.metadata));
  if (!b || b.stripeSubscriptionId !== subscriptionId) return 'ignored';
  await saveBilling(tx, b, { cardBrand: prepared.card.brand, cardLast4: prepared.card.last4 });
  return 'applied';
}

/**
 * Applies one verified Stripe event to the business it concerns, in one transaction that also records the
 * event's id: a replayed id is acknowledged and changes nothing. Unknown types are recorded and acknowledged.
 */
export async function applyStripeEvent(
  db: Database,
  webhook: StripeWebhookOptions,
  event: StripeEvent,
  log?: Log,
): Promise<EventOutcome> {
  if (await isStripeEventRecorded(db, event.id)) return 'replayed';
  const prepared = await prepare(event, webhook);
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return 'replayed';
    if (SUBSCRIPTION_EVENTS.has(event.type)) return applySubscription(tx, event, webhook, prepared);
    if (event.type.startsWith('invoice.')) {
      const handled = [
        'invoice.paid',
        'invoice.payment_failed',
        'invoice.voided',
        'invoice.marked_uncollectible',
      ];
      return handled.includes(event.type) ? applyInvoice(tx, event) : 'ignored';
    }
    if (event.type === 'setup_intent.succeeded') return applySetupIntent(tx, event, prepared);
    return 'ignored';
  });
  log?.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event');
  return outcome;
}
