import { can } from '../../../contract/abilities';
import type { MemberRole } from '../../../contract/auth';
import {
  type DemoCardInput,
  type Invoice,
  type PromoStatus,
  SUBSCRIPTION_CREATED,
  type Subscription,
  type SubscriptionRequest,
} from '../../../contract/billing';
import { LAUNCH_PROMO, type PlanOffer, planForPrice, tierLabels } from '../../../contract/plans';
import { findBusiness } from '../../core/business';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { hashSecret } from '../../lib/secret-hash';
import { announcePlanChanged } from '../../realtime/plan-events';
import { findUserById } from '../auth';
import { checkDemoCard } from './demo-cards';
import { chargeDemoSubscription } from './lifecycle';
import { monthlyChargeCents } from './pricing';
import type { BillingProvider } from './provider';
import {
  claimLaunchDiscount,
  insertInvoice,
  listInvoices,
  lockBusiness,
  readLaunchCounter,
  releaseLaunchDiscount,
  updateBilling,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PROCESSING_FAILED = 'Failed to process subscription. Please try again.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSubscription(b: Business): Subscription {
  const billed = b.billingProvider !== null && b.subscriptionTier !== 'free';
  const due = billed && b.subscriptionStatus === 'active' && !b.cancelAtPeriodEnd;
  return {
    subscriptionTier: b.subscriptionTier,
    subscriptionStatus: b.subscriptionStatus,
    subscriptionEndsAt: iso(b.subscriptionEndsAt),
    trialEndsAt: iso(b.trialEndsAt),
    hasPromotionalDiscount: b.hasPromotionalDiscount,
    promotionalDiscountPercent: b.promotionalDiscountPercent,
    cancelAtPeriodEnd: b.cancelAtPeriodEnd,
    provider: billed ? b.billingProvider : null,
    card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
    nextChargeCents: due ? monthlyChargeCents(b) : null,
  };
}

/** The plan; its card and next charge only for members with billing.view (issue 32 F12). */
export async function getSubscription(
  db: Database,
  member: { businessId: number; role: MemberRole },
): Promise<Subscription> {
  const b = await findBusiness(db, member.businessId);
  if (!b) throw notFound();
  const subscription = toSubscription(b);
  if (can(member.role, 'billing.view')) return subscription;
  return { ...subscription, card: null, nextChargeCents: null };
}

function offeredPlan(input: SubscriptionRequest): PlanOffer {
  const plan = planForPrice(input.priceId);
  if (!plan)
    throw badRequest('This plan is not offered', [{ path: 'priceId', message: 'This plan is not offered' }]);
  if (plan.tier !== input.tier) {
    throw badRequest(`${input.priceId} is the ${tierLabels[plan.tier]} plan`, [
      { path: 'tier', message: `${input.priceId} is the ${tierLabels[plan.tier]} plan` },
    ]);
  }
  return plan;
}

type Started = { clientSecret: string; message: string };

/**
 * Starts the plan (spec §7 create-subscription and its demo twin). A first subscription gets the 90-day
 * trial and, while any are left, one of the 500 launch discounts, claimed in the same transaction that
 * starts the plan. A business already on the plan gets a new card secret and nothing else changes.
 */
export async function startSubscription(
  db: Database,
  provider: BillingProvider,
  who: { businessId: number; userId: number },
  input: SubscriptionRequest,
): Promise<Started> {
  const { businessId } = who;
  const plan = offeredPlan(input);
  const current = await findBusiness(db, businessId);
  if (!current) throw notFound();
  if (
    current.subscriptionTier === plan.tier &&
    current.billingProvider === provider.name &&
    current.stripeSubscriptionId &&
    (current.subscriptionStatus === 'active' || current.cardBrand === null)
  ) {
    return {
      clientSecret: await renewCardSecret(db, provider, current),
      message: 'You are already subscribed',
    };
  }

  // One transaction: lock the business, claim the discount, start the plan.
  const started = await db.transaction(async (tx) => {
    const b = await lockBusiness(tx, businessId);
    if (!b) throw notFound();
    const first = b.subscribedAt === null;
    const discount = first && (await claimLaunchDiscount(tx)) ? LAUNCH_PROMO.discountPercent : 0;
    const now = new Date();
    const trialEndsAt = first ? new Date(now.getTime() + plan.trialDays * DAY_MS) : null;
    const updated = await updateBilling(tx, businessId, {
      subscriptionTier: plan.tier,
      // A trial starts at once; a returning business's plan starts when its first charge goes through.
      subscriptionStatus: first ? 'active' : 'inactive',
      subscribedAt: b.subscribedAt ?? now,
      trialEndsAt: trialEndsAt ?? b.trialEndsAt,
      subscriptionEndsAt: trialEndsAt,
      cancelAtPeriodEnd: false,
      billingProvider: provider.name,
      failedPaymentAttempts: 0,
      nextPaymentAttemptAt: null,
      ...(first ? { hasPromotionalDiscount: discount > 0, promotionalDiscountPercent: discount } : {}),
    });
    await announcePlanChanged(tx, businessId);
    return { before: b, updated, first, discount, trialEndsAt };
  });

  let created: Awaited<ReturnType<BillingProvider['startSubscription']>>;
  try {
    created = await provider.startSubscription({
      businessId,
      businessName: started.updated.name,
      // The business's contact email, else the owner's sign-in.
      email: started.updated.email ?? (await findUserById(db, who.userId))?.email ?? '',
      customerId: started.before.stripeCustomerId,
      priceId: plan.priceId ?? input.priceId,
      trialDays: started.first ? plan.trialDays : 0,
      discountPercent: started.updated.hasPromotionalDiscount
        ? started.updated.promotionalDiscountPercent
        : 0,
    });
  } catch (error) {
    // The provider refused: put the business back as it was and give the discount back.
    await db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const b = started.before;
      await updateBilling(tx, businessId, {
        subscriptionTier: b.subscriptionTier,
        subscriptionStatus: b.subscriptionStatus,
        subscribedAt: b.subscribedAt,
        trialEndsAt: b.trialEndsAt,
        subscriptionEndsAt: b.subscriptionEndsAt,
        cancelAtPeriodEnd: b.cancelAtPeriodEnd,
        billingProvider: b.billingProvider,
        hasPromotionalDiscount: b.hasPromotionalDiscount,
        promotionalDiscountPercent: b.promotionalDiscountPercent,
      });
      if (started.discount > 0) await releaseLaunchDiscount(tx);
      await announcePlanChanged(tx, businessId);
    });
    throw new HttpError(502, PROCESSING_FAILED, [], { cause: error });
  }

  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await updateBilling(tx, businessId, {
      stripeCustomerId: created.customerId,
      stripeSubscriptionId: created.subscriptionId,
      cardSetupSecretHash: provider.name === 'demo' ? hashSecret(created.clientSecret) : null,
    });
    if (provider.name === 'demo' && started.trialEndsAt) {
      await insertInvoice(tx, {
        businessId,
        providerInvoiceId: null,
        description: `${plan.name} plan: ${Math.round(plan.trialDays / 30)}-month free trial`,
        amountCents: 0,
        status: 'paid',
        periodStart: new Date(started.trialEndsAt.getTime() - plan.trialDays * DAY_MS),
        periodEnd: started.trialEndsAt,
      });
    }
  });
  return { clientSecret: created.clientSecret, message: SUBSCRIPTION_CREATED };
}

async function renewCardSecret(db: Database, provider: BillingProvider, b: Business): Promise<string> {
  if (!b.stripeSubscriptionId) throw conflict('There is no subscription to add a card to.');
  let secret: string;
  try {
    secret = await provider.newCardSecret({
      customerId: b.stripeCustomerId,
      subscriptionId: b.stripeSubscriptionId,
    });
  } catch (error) {
    throw new HttpError(502, PROCESSING_FAILED, [], { cause: error });
  }
  if (provider.name === 'demo') {
    await db.transaction(async (tx) => {
      await lockBusiness(tx, b.id);
      await updateBilling(tx, b.id, { cardSetupSecretHash: hashSecret(secret) });
    });
  }
  return secret;
}

/** The demo provider's card form: checks the card, keeps its brand and last four, and charges a plan that is due. */
export async function confirmDemoCard(
  db: Database,
  businessId: number,
  input: DemoCardInput,
  now = new Date(),
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const b = await lockBusiness(tx, businessId);
    if (!b) throw notFound();
    if (b.billingProvider !== 'demo') throw conflict('This subscription takes cards through Stripe.');
    if (!b.cardSetupSecretHash || b.cardSetupSecretHash !== hashSecret(input.clientSecret)) {
      throw conflict('This payment form has expired. Go back to the plan and start again.');
    }
    const card = checkDemoCard(input, now);
    if (!card.ok) {
      throw new HttpError(
        card.status,
        card.message,
        card.field ? [{ path: card.field, message: card.message }] : [],
      );
    }
    let updated = await updateBilling(tx, businessId, {
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardSetupSecretHash: null,
    });
    // A returning business, or one whose charges failed: its plan starts again with this card's payment.
    if (
      updated.subscriptionTier !== 'free' &&
      (updated.subscriptionStatus === 'inactive' || updated.nextPaymentAttemptAt)
    ) {
      const paid = await chargeDemoSubscription(tx, updated, now);
      if (!paid) throw new HttpError(402, 'Your card was declined.', []);
      updated = (await findBusiness(tx, businessId)) ?? updated;
    }
    return toSubscription(updated);
  });
}

export async function cancelSubscription(db: Database, provider: BillingProvider, businessId: number) {
  return setCancelAtPeriodEnd(db, provider, businessId, true);
}

export async function resumeSubscription(db: Database, provider: BillingProvider, businessId: number) {
  return setCancelAtPeriodEnd(db, provider, businessId, false);
}

async function setCancelAtPeriodEnd(
  db: Database,
  provider: BillingProvider,
  businessId: number,
  cancel: boolean,
): Promise<Subscription> {
  const b = await findBusiness(db, businessId);
  if (!b) throw notFound();
  const running =
    b.subscriptionTier !== 'free' && b.subscriptionStatus === 'active' && b.stripeSubscriptionId;
  if (!running) {
    throw conflict(
      cancel
        ? 'There is no subscription to cancel.'
        : 'There is no subscription to resume. Start a new one from the Subscribe page.',
    );
  }
  if (b.cancelAtPeriodEnd === cancel) return toSubscription(b);
  if (b.billingProvider !== provider.name) throw conflict('This subscription is billed by another provider.');
  try {
    await provider.setCancelAtPeriodEnd(b.stripeSubscriptionId as string, cancel);
  } catch (error) {
    throw new HttpError(502, PROCESSING_FAILED, [], { cause: error });
  }
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    return toSubscription(await updateBilling(tx, businessId, { cancelAtPeriodEnd: cancel }));
  });
}

export async function getInvoices(db: Database, businessId: number): Promise<Invoice[]> {
  const rows = await listInvoices(db, businessId);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    description: r.description,
    amountCents: r.amountCents,
    status: r.status,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Spec §3 promo status, from the counter (never a hard-coded figure). */
export async function getPromoStatus(db: Database): Promise<PromoStatus> {
  const row = await readLaunchCounter(db);
  const total = row?.maxCount ?? LAUNCH_PROMO.totalDiscounts;
  const used = Math.min(row?.currentCount ?? 0, total);
  const remaining = total - used;
  const isActive = Boolean(row?.isActive) && remaining > 0;
  return {
    isActive,
    remainingDiscounts: isActive ? remaining : 0,
    totalDiscounts: total,
    usedDiscounts: used,
    message: isActive
      ? `Only ${remaining} of ${total} early-bird discounts left: 50% off after your 3-month free trial.`
      : `The launch offer has ended: all ${total} early-bird discounts have been claimed.`,
  };
}
