import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRoles } from '../../../contract/auth';
import { subscriptionStatuses, subscriptionTiers } from '../../../contract/plans';
import { createdAt, instant, timestamps } from './columns';
import { users } from './users';

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    category: text('category'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    hoursText: text('hours_text'),
    timezone: text('timezone').default('UTC').notNull(),
    priceRange: text('price_range'),
    listedInDirectory: boolean('listed_in_directory').default(false).notNull(),
    /** Directory listing: what the business is known for, and photos (https addresses) for its card. */
    specialties: text('specialties').array().default(sql`'{}'::text[]`).notNull(),
    photoUrls: text('photo_urls').array().default(sql`'{}'::text[]`).notNull(),
    /** The address that was confirmed through a link sent to it; the business is verified while it is `email`. */
    verifiedEmail: text('verified_email'),
    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers }).default('free').notNull(),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses })
      .default('inactive')
      .notNull(),
    subscriptionEndsAt: instant('subscription_ends_at'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    hasPromotionalDiscount: boolean('has_promotional_discount').default(false).notNull(),
    promotionalDiscountPercent: integer('promotional_discount_percent').default(0).notNull(),
    /** When the business first subscribed: the launch promo is claimed at most once, then. */
    subscribedAt: instant('subscribed_at'),
    trialEndsAt: instant('trial_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    billingProvider: text('billing_provider', { enum: ['demo', 'stripe'] }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Hash of the demo provider's pending card secret (`demo_seti_…`); Stripe keeps its own. */
    cardSetupSecretHash: text('card_setup_secret_hash'),
    /** Failed charges in a row; the demo provider stops retrying and makes the plan inactive at 4. */
    failedPaymentAttempts: integer('failed_payment_attempts').default(0).notNull(),
    nextPaymentAttemptAt: instant('next_payment_attempt_at'),
    /** When a manager first copied the booking link to share it (Home's setup checklist). */
    bookingLinkSharedAt: instant('booking_link_shared_at'),
    logoUrl: text('logo_url'),
    accentColor: text('accent_color'),
    cancellationCutoffHours: integer('cancellation_cutoff_hours').default(24).notNull(),
    acceptedPaymentMethods: text('accepted_payment_methods')
      .array()
      .default(sql`'{cash,card,check}'::text[]`)
      .notNull(),
    /** Booking settings: how far ahead the public page books (days) and how soon at the earliest (minutes). */
    bookingWindowDays: integer('booking_window_days').default(60).notNull(),
    minNoticeMinutes: integer('min_notice_minutes').default(60).notNull(),
    /** Tax added on top of a sale's subtotal, in basis points (1000 = 10%): the Sales screen and the POS. */
    salesTaxBasisPoints: integer('sales_tax_basis_points').default(1000).notNull(),
    posTaxBasisPoints: integer('pos_tax_basis_points').default(800).notNull(),
    /** Which client emails the business sends (its plan must include email_notifications too). */
    emailClientConfirmations: boolean('email_client_confirmations').default(true).notNull(),
    emailClientReminders: boolean('email_client_reminders').default(true).notNull(),
    emailClientReceipts: boolean('email_client_receipts').default(true).notNull(),
    /** Ask clients for a review after a completed visit (a single-use link). */
    emailClientReviewRequests: boolean('email_client_review_requests').default(true).notNull(),
    /** Reviews without a completed visit's link wait for approval (on by default since issue 32 F7). */
    reviewsNeedApproval: boolean('reviews_need_approval').default(true).notNull(),
    /** How times are written on every screen, staff and public: '12h' or '24h'; null: from the timezone's region. */
    timeFormat: text('time_format'),
    /** Pay rules (Settings → Payroll): overtime by the week and by the day, double time, the multiplier. */
    payrollWeeklyOvertime: boolean('payroll_weekly_overtime').default(true).notNull(),
    payrollWeeklyOvertimeHours: integer('payroll_weekly_overtime_hours').default(40).notNull(),
    payrollDailyOvertime: boolean('payroll_daily_overtime').default(false).notNull(),
    payrollDailyOvertimeHours: integer('payroll_daily_overtime_hours').default(8).notNull(),
    payrollDoubleTime: boolean('payroll_double_time').default(false).notNull(),
    payrollDoubleTimeHours: integer('payroll_double_time_hours').default(12).notNull(),
    /** Hundredths: 150 is time and a half. */
    payrollOvertimeMultiplier: integer('payroll_overtime_multiplier').default(150).notNull(),
    /** 0 Sunday .. 6 Saturday. */
    payrollWeekStart: integer('payroll_week_start').default(0).notNull(),
    /** How long Settings → Activity keeps its entries, in days (never under 400: issue 32). */
    auditRetentionDays: integer('audit_retention_days').default(400).notNull(),
    /** Members who handle pay, payroll, exports or billing must sign in with a second factor (owner's setting). */
    requireTwoFactor: boolean('require_two_factor').default(false).notNull(),
    /**
     * Whether the public pages still answer to the business's number (`?business=17`): true only for businesses
     * made before slugs became the public address (issue 32 F7), so their printed links keep working.
     */
    idLinks: boolean('id_links').default(false).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('businesses_stripe_customer_idx').on(t.stripeCustomerId),
    index('businesses_billing_due_idx').on(t.billingProvider, t.subscriptionEndsAt),
    index('businesses_directory_idx').on(t.category, t.city).where(sql`${t.listedInDirectory}`),
    check('businesses_booking_window_days_check', sql`${t.bookingWindowDays} between 1 and 365`),
    check('businesses_min_notice_minutes_check', sql`${t.minNoticeMinutes} between 0 and 10080`),
    check('businesses_sales_tax_check', sql`${t.salesTaxBasisPoints} between 0 and 10000`),
    check('businesses_pos_tax_check', sql`${t.posTaxBasisPoints} between 0 and 10000`),
    check('businesses_payroll_week_start_check', sql`${t.payrollWeekStart} between 0 and 6`),
    check('businesses_time_format_check', sql`${t.timeFormat} is null or ${t.timeFormat} in ('12h', '24h')`),
    check('businesses_audit_retention_check', sql`${t.auditRetentionDays} between 400 and 3650`),
    check('businesses_payroll_multiplier_check', sql`${t.payrollOvertimeMultiplier} between 100 and 300`),
  ],
);

/** The tenant column every tenant table carries. */
export const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    role: text('role', { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('memberships_user_business_unique').on(t.userId, t.businessId),
    index('memberships_business_idx').on(t.businessId),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'manager', 'staff', 'contractor')`),
  ],
);

/** A link sent to the business email to confirm it (only the token's hash is kept), good once for 48 hours. */
export const businessEmailVerifications = pgTable(
  'business_email_verifications',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** The address the link went to: it verifies only while the business still uses it. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_email_verifications_token_idx').on(t.tokenHash),
    index('business_email_verifications_business_idx').on(t.businessId, t.createdAt),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;

/**
 * A booking link the business used before (issue 32 F7): its old links still reach it, and the page moves
 * to the new address. A slug another business then takes is removed from here.
 */
export const businessSlugHistory = pgTable('business_slug_history', {
  slug: text('slug').primaryKey(),
  businessId: businessId(),
  createdAt: createdAt(),
});
