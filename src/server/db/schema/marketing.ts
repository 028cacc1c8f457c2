import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { clients } from './clients';
import { createdAt, instant, money, timestamps } from './columns';

export type FlowStep = { type: string; delayMinutes?: number; config?: Record<string, unknown> };

export type CampaignMetrics = {
  sent?: number;
  delivered?: number;
  opened?: number;
  clicked?: number;
  converted?: number;
};

export const automatedFlows = pgTable(
  'automated_flows',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    trigger: text('trigger').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    flowSteps: jsonb('flow_steps').$type<FlowStep[]>().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [index('automated_flows_business_name_idx').on(t.businessId, t.name)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    status: text('status').default('draft').notNull(),
    targetAudience: jsonb('target_audience').$type<Record<string, unknown>>(),
    content: jsonb('content').$type<Record<string, unknown>>(),
    scheduledAt: instant('scheduled_at'),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    metrics: jsonb('metrics').$type<CampaignMetrics>().default({}).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_business_created_idx').on(t.businessId, t.createdAt),
    // The sender finds due and sending campaigns of every business.
    index('campaigns_status_scheduled_idx').on(t.status, t.scheduledAt),
    check(
      'campaigns_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    value: money('value').notNull(),
    code: text('code'),
    isActive: boolean('is_active').default(true).notNull(),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').default(0).notNull(),
    /** How many times one client may use the code; null: no limit per client. */
    perClientLimit: integer('per_client_limit'),
    minPurchaseAmount: money('min_purchase_amount'),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    applicableServices: integer('applicable_services').array().default([]).notNull(),
    applicableProducts: integer('applicable_products').array().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [
    // A code is unique in its business whatever its case: clients type SPRING10 and spring10 alike.
    uniqueIndex('offers_business_code_idx').on(t.businessId, sql`lower(${t.code})`),
    index('offers_business_created_idx').on(t.businessId, t.createdAt),
    check('offers_type_check', sql`${t.type} in ('percentage', 'fixed_amount')`),
    check('offers_usage_check', sql`${t.usageLimit} is null or ${t.usageCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One use of an offer code: by a sale at the till or a booking on the public page, written in that
 * sale's or booking's transaction together with the offer's usage count.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    saleId: integer('sale_id'),
    appointmentId: integer('appointment_id'),
    discountAmount: money('discount_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_redemptions_offer_client_idx').on(t.offerId, t.clientId),
    index('offer_redemptions_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/**
 * One client a campaign goes to, written when sending begins (the audience as it stood then). Unique per
 * campaign and client, and moved from pending to queued in the transaction that writes its email to the
 * outbox: each recipient gets the campaign once, whatever instances run or restart mid-send.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** pending: not yet written to the outbox; queued: written (outboxId); skipped: withdrew consent meanwhile. */
    status: text('status').default('pending').notNull(),
    outboxId: integer('outbox_id'),
    queuedAt: instant('queued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_client_idx').on(t.campaignId, t.clientId),
    index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status),
    check('campaign_recipients_status_check', sql`${t.status} in ('pending', 'queued', 'skipped')`),
  ],
);

export type AutomatedFlow = typeof automatedFlows.$inferSelect;
export type NewAutomatedFlow = typeof automatedFlows.$inferInsert;
export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type Offer = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;
export type OfferRedemption = typeof offerRedemptions.$inferSelect;
