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
import type { FlowStep } from '../../../contract/flows';
import { businessId } from './businesses';
import { clients } from './clients';
import { createdAt, instant, money, timestamps } from './columns';

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
    /** What the trigger needs: { days } for a lapsed client, { days, serviceId } for rebooking. */
    triggerConfig: jsonb('trigger_config')
      .$type<{ days?: number; serviceId?: number }>()
      .default({})
      .notNull(),
    /** When it was last switched on: runs start for what happens from then on, never for a backlog. */
    activatedAt: instant('activated_at'),
    ...timestamps(),
  },
  (t) => [
    index('automated_flows_business_name_idx').on(t.businessId, t.name),
    index('automated_flows_active_trigger_idx').on(t.isActive, t.trigger),
  ],
);

/**
 * One run of a flow for one subject (an appointment: the one booked, completed, cancelled or missed, or a
 * lapsed client's last visit). Unique per flow and subject, so a trigger seen twice starts one run; advanced
 * step by step by a job that claims due runs with SKIP LOCKED, each step's effect written in the transaction
 * that moves the run past it.
 */
export const flowRuns = pgTable(
  'flow_runs',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => automatedFlows.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').default('waiting').notNull(),
    step: integer('step').default(0).notNull(),
    dueAt: instant('due_at'),
    error: text('error'),
    /** What earlier steps left for later ones: the offer code issued. */
    context: jsonb('context').$type<{ offerCode?: string }>().default({}).notNull(),
    log: jsonb('log').$type<FlowRunLogEntry[]>().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('flow_runs_flow_appointment_idx').on(t.flowId, t.appointmentId),
    index('flow_runs_status_due_idx').on(t.status, t.dueAt),
    index('flow_runs_business_flow_idx').on(t.businessId, t.flowId, t.createdAt),
    check(
      'flow_runs_status_check',
      sql`${t.status} in ('waiting', 'completed', 'skipped', 'failed', 'cancelled')`,
    ),
  ],
);

export type FlowRunLogEntry = {
  step: number;
  type: 'wait' | 'send_email' | 'send_sms' | 'issue_offer' | 'request_review';
  at: string;
  outcome: 'done' | 'not_sent' | 'skipped' | 'failed';
  detail: string;
};

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
    /** The email's last outbox status (sent, failed), kept here when retention deletes the outbox row. */
    deliveryStatus: text('delivery_status'),
    queuedAt: instant('queued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // business_id last in the keys of tenant rows: ready to distribute by business (decision 028), same meaning.
    uniqueIndex('campaign_recipients_campaign_client_idx').on(t.campaignId, t.clientId, t.businessId),
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
