import type { Database, DbOrTx } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { type JobLogger, startPeriodicJob } from '../../jobs/periodic';
import { announcePlanChanged } from '../../realtime/plan-events';
import { FAILS_WHEN_CHARGED } from './demo-cards';
import { addMonth, monthlyChargeCents } from './pricing';
import {
  findOpenInvoice,
  insertInvoice,
  lockDueDemoSubscriptions,
  setInvoiceStatus,
  updateBilling,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Like Stripe's default retries: again after 1, 3 and 5 days; the fourth failure ends the plan. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
export const MAX_PAYMENT_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/**
 * Charges a demo subscription's card for the next month, in the caller's transaction (the business row is
 * locked). Success: a paid invoice and the period moves on. Failure: the open invoice is retried on the
 * schedule above, after which the plan becomes inactive. Answers whether the charge went through.
 */
export async function chargeDemoSubscription(tx: DbOrTx, b: Business, now: Date): Promise<boolean> {
  const amount = monthlyChargeCents(b) ?? 0;
  const open = await findOpenInvoice(tx, b.id);
  const fails = b.cardLast4 === FAILS_WHEN_CHARGED && b.cardBrand === 'visa';
  const periodStart = b.subscriptionStatus === 'active' && b.subscriptionEndsAt ? b.subscriptionEndsAt : now;
  if (!fails) {
    if (open) await setInvoiceStatus(tx, b.id, open.id, 'paid');
    else {
      await insertInvoice(tx, {
        businessId: b.id,
        providerInvoiceId: null,
        description: `Enterprise plan, monthly${b.hasPromotionalDiscount ? ` (launch offer: ${b.promotionalDiscountPercent}% off)` : ''}`,
        amountCents: amount,
        status: 'paid',
        periodStart,
        periodEnd: addMonth(periodStart),
      });
    }
    const periodEnd = open ? addMonth(open.periodStart) : addMonth(periodStart);
    await updateBilling(tx, b.id, {
      subscriptionStatus: 'active',
      subscriptionEndsAt: periodEnd,
      failedPaymentAttempts: 0,
      nextPaymentAttemptAt: null,
    });
    if (b.subscriptionStatus !== 'active') await announcePlanChanged(tx, b.id);
    return true;
  }
  const attempts = b.failedPaymentAttempts + 1;
  const invoice =
    open ??
    (await insertInvoice(tx, {
      businessId: b.id,
      providerInvoiceId: null,
      description: 'Enterprise plan, monthly',
      amountCents: amount,
      status: 'open',
      periodStart,
      periodEnd: addMonth(periodStart),
    }));
  if (attempts >= MAX_PAYMENT_ATTEMPTS || b.subscriptionStatus !== 'active') {
    await setInvoiceStatus(tx, b.id, invoice.id, attempts >= MAX_PAYMENT_ATTEMPTS ? 'uncollectible' : 'open');
    await updateBilling(tx, b.id, {
      subscriptionStatus: 'inactive',
      failedPaymentAttempts: attempts >= MAX_PAYMENT_ATTEMPTS ? 0 : attempts,
      nextPaymentAttemptAt: null,
    });
    if (b.subscriptionStatus === 'active') await announcePlanChanged(tx, b.id);
    return false;
  }
  const days = RETRY_AFTER_DAYS[attempts - 1] ?? 1;
  await updateBilling(tx, b.id, {
    failedPaymentAttempts: attempts,
    nextPaymentAttemptAt: new Date(now.getTime() + days * DAY_MS),
  });
  return false;
}

/**
 * The demo provider's clock (Stripe runs its own and tells us by webhook): at the end of a trial or period,
 * a plan set to cancel ends, a plan without a card ends, and otherwise the card is charged. Each batch is
 * one transaction over rows claimed with SKIP LOCKED, so it is safe on every instance at once.
 */
export async function runDemoBillingLifecycle(
  db: Database,
  now = new Date(),
  batchSize = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueDemoSubscriptions(tx, now, batchSize);
    for (const b of due) {
      if (b.cancelAtPeriodEnd || (b.cardBrand === null && b.nextPaymentAttemptAt === null)) {
        await updateBilling(tx, b.id, {
          subscriptionStatus: 'inactive',
          cancelAtPeriodEnd: false,
          cardSetupSecretHash: null,
        });
        await announcePlanChanged(tx, b.id);
      } else {
        await chargeDemoSubscription(tx, b, now);
      }
    }
    return due.length;
  });
}

/** Every minute on every instance. */
export function startBillingJob({
  db,
  log,
  everyMs = 60_000,
}: {
  db: Database;
  log: Pick<JobLogger, 'error'>;
  everyMs?: number;
}) {
  return startPeriodicJob({
    name: 'billing lifecycle',
    intervalMs: everyMs,
    log,
    round: async () => {
      await runDemoBillingLifecycle(db);
    },
  });
}
