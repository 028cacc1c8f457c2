import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  type Business,
  businesses,
  type SubscriptionInvoice,
  stripeEvents,
  subscriptionInvoices,
} from '../../../db/schema/index';

export async function isStripeEventRecorded(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return row !== undefined;
}

/**
 * Records an event as applied, in the transaction that applies it: false when it already was (a replay, or
 * the same event delivered twice at once: the second insert waits for the first to commit, then does nothing).
 */
export async function recordStripeEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** The business billed as this Stripe customer, locked for the rest of the transaction. */
export async function lockBusinessByStripeCustomer(
  tx: DbOrTx,
  customerId: string,
): Promise<Business | undefined> {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.stripeCustomerId, customerId))
    .orderBy(asc(businesses.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The business a Stripe object's `metadata.businessId` names, locked, provided it has no Stripe customer yet or
 * this one (an event can arrive before the business has saved the customer Stripe just made for it).
 */
export async function lockBusinessForStripeMetadata(
  tx: DbOrTx,
  businessId: number,
  customerId: string | null,
): Promise<Business | undefined> {
  const sameCustomer = customerId
    ? or(isNull(businesses.stripeCustomerId), eq(businesses.stripeCustomerId, customerId))
    : isNull(businesses.stripeCustomerId);
  const [row] = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), sameCustomer))
    .for('update');
  return row;
}

export type StripeBillingPatch = Partial<
  Pick<
    Business,
    | 'subscriptionTier'
    | 'subscriptionStatus'
    | 'subscriptionEndsAt'
    | 'trialEndsAt'
    | 'cancelAtPeriodEnd'
    | 'billingProvider'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'cardBrand'
    | 'cardLast4'
    | 'failedPaymentAttempts'
    | 'nextPaymentAttemptAt'
  >
>;

export async function updateStripeBilling(
  tx: DbOrTx,
  businessId: number,
  patch: StripeBillingPatch,
): Promise<Business> {
  const [row] = await tx
    .update(businesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  if (!row) throw new Error('business vanished while a Stripe event was applied');
  return row;
}

export type StripeInvoiceRow = {
  businessId: number;
  providerInvoiceId: string;
  number: string;
  description: string;
  amountCents: number;
  status: SubscriptionInvoice['status'];
  periodStart: Date;
  periodEnd: Date;
};

/**
 * Inserts Stripe's invoice, or brings the row already copied up to date. A paid invoice stays paid: a late
 * `invoice.payment_failed` can't take that back. Undefined when the id belongs to another business.
 */
export async function upsertStripeInvoice(
  tx: DbOrTx,
  row: StripeInvoiceRow,
): Promise<SubscriptionInvoice | undefined> {
  const [saved] = await tx
    .insert(subscriptionInvoices)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptionInvoices.providerInvoiceId,
      set: {
        number: row.number,
        description: row.description,
        amountCents: row.amountCents,
        status: sql`case when ${subscriptionInvoices.status} = 'paid' then 'paid' else excluded.status end`,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
      },
      setWhere: eq(subscriptionInvoices.businessId, row.businessId),
    })
    .returning();
  return saved;
}

/** A copied invoice Stripe voided or gave up on; nothing when it was never copied. */
export async function setStripeInvoiceStatus(
  tx: DbOrTx,
  providerInvoiceId: string,
  status: SubscriptionInvoice['status'],
): Promise<void> {
  await tx
    .update(subscriptionInvoices)
    .set({ status })
    .where(eq(subscriptionInvoices.providerInvoiceId, providerInvoiceId));
}
