import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { invoiceStatuses } from '../../../contract/billing';
import { businessId } from './businesses';
import { createdAt, instant } from './columns';
import { users } from './users';

/** What a subscription charged, or tried to: the demo provider writes them, Stripe's webhooks copy its own. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** Stripe's invoice id (in_…), or null for the demo provider's. */
    providerInvoiceId: text('provider_invoice_id'),
    number: text('number').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_invoices_business_idx').on(t.businessId, t.createdAt),
    unique('subscription_invoices_provider_unique').on(t.providerInvoiceId),
    check('subscription_invoices_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Stripe events already applied: a replayed event id is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});

/** Personal API tokens (plan feature api_access): only the SHA-256 of the token is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters, shown so a member can tell tokens apart. */
    prefix: text('prefix').notNull(),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_business_idx').on(t.businessId)],
);

export type SubscriptionInvoice = typeof subscriptionInvoices.$inferSelect;
export type ApiToken = typeof apiTokens.$inferSelect;
