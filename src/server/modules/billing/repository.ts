import { and, count, desc, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { LAUNCH_PROMO } from '../../../contract/plans';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import {
  type Business,
  businesses,
  promotionalCounters,
  type SubscriptionInvoice,
  subscriptionInvoices,
} from '../../db/schema/index';

/** The business row, locked for the rest of the transaction: one plan change at a time per business. */
export const lockBusiness = (tx: DbOrTx, businessId: number) => findBusiness(tx, businessId, true);

export type BillingPatch = Partial<
  Pick<
    Business,
    | 'subscriptionTier'
    | 'subscriptionStatus'
    | 'subscriptionEndsAt'
    | 'trialEndsAt'
    | 'subscribedAt'
    | 'cancelAtPeriodEnd'
    | 'billingProvider'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'hasPromotionalDiscount'
    | 'promotionalDiscountPercent'
    | 'cardBrand'
    | 'cardLast4'
    | 'cardSetupSecretHash'
    | 'failedPaymentAttempts'
    | 'nextPaymentAttemptAt'
  >
>;

export async function updateBilling(tx: DbOrTx, businessId: number, patch: BillingPatch): Promise<Business> {
  const [row] = await tx
    .update(businesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  if (!row) throw new Error('business vanished while its plan changed');
  return row;
}

/**
 * Takes one launch discount if any is left, in one statement: the row lock makes concurrent claims wait,
 * and PostgreSQL re-checks `current_count < max_count` on the row they then see, so the count never passes
 * its maximum (a check constraint refuses it too).
 */
export async function claimLaunchDiscount(tx: DbOrTx): Promise<boolean> {
  const claimed = await tx
    .update(promotionalCounters)
    .set({ currentCount: sql`${promotionalCounters.currentCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(promotionalCounters.counterName, LAUNCH_PROMO.counterName),
        eq(promotionalCounters.isActive, true),
        sql`${promotionalCounters.currentCount} < ${promotionalCounters.maxCount}`,
      ),
    )
    .returning({ id: promotionalCounters.id });
  return claimed.length > 0;
}

/** Gives a discount back when the provider refused the subscription it was claimed for. */
export async function releaseLaunchDiscount(tx: DbOrTx): Promise<void> {
  await tx
    .update(promotionalCounters)
    .set({ currentCount: sql`greatest(${promotionalCounters.currentCount} - 1, 0)`, updatedAt: new Date() })
    .where(eq(promotionalCounters.counterName, LAUNCH_PROMO.counterName));
}

export async function readLaunchCounter(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(promotionalCounters)
    .where(eq(promotionalCounters.counterName, LAUNCH_PROMO.counterName));
  return row;
}

export async function insertInvoice(
  tx: DbOrTx,
  row: Omit<typeof subscriptionInvoices.$inferInsert, 'number'>,
): Promise<SubscriptionInvoice> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessId, row.businessId));
  const number = `FD-${row.businessId}-${String(n + 1).padStart(4, '0')}`;
  const [inserted] = await tx
    .insert(subscriptionInvoices)
    .values({ ...row, number })
    .returning();
  if (!inserted) throw new Error('insert returned no invoice');
  return inserted;
}

/** The invoice a failing charge keeps retrying, if any. */
export async function findOpenInvoice(tx: DbOrTx, businessId: number) {
  const [row] = await tx
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.businessId, businessId), eq(subscriptionInvoices.status, 'open')))
    .orderBy(desc(subscriptionInvoices.id))
    .limit(1);
  return row;
}

export async function setInvoiceStatus(
  tx: DbOrTx,
  businessId: number,
  id: number,
  status: SubscriptionInvoice['status'],
): Promise<void> {
  await tx
    .update(subscriptionInvoices)
    .set({ status })
    .where(and(eq(subscriptionInvoices.businessId, businessId), eq(subscriptionInvoices.id, id)));
}

export async function listInvoices(db: DbOrTx, businessId: number): Promise<SubscriptionInvoice[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessId, businessId))
    .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id))
    .limit(120);
}

/**
 * Demo subscriptions whose period (or trial) has ended, or whose failed charge is due for a retry; locked
 * with SKIP LOCKED so two instances running the job never handle the same business.
 */
export async function lockDueDemoSubscriptions(tx: DbOrTx, now: Date, limit: number): Promise<Business[]> {
  return tx
    .select()
    .from(businesses)
    .where(
      and(
        eq(businesses.billingProvider, 'demo'),
        ne(businesses.subscriptionTier, 'free'),
        eq(businesses.subscriptionStatus, 'active'),
        or(
          and(isNull(businesses.nextPaymentAttemptAt), lte(businesses.subscriptionEndsAt, now)),
          and(isNotNull(businesses.nextPaymentAttemptAt), lte(businesses.nextPaymentAttemptAt, now)),
        ),
      ),
    )
    .orderBy(businesses.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
