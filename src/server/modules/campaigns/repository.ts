import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Audience, CampaignStatus } from '../../../contract/campaigns';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  campaignRecipients,
  campaigns,
  clients,
  type NewCampaign,
  offers,
  type products,
  type services,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';
import { audienceWhere } from './audience-repository';
import type { CampaignContent } from './email';

export type CampaignRow = typeof campaigns.$inferSelect & {
  content: CampaignContent;
  targetAudience: Audience;
  status: CampaignStatus;
};

export async function listCampaignRows(db: DbOrTx, businessId: number) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(inTenant(campaigns, businessId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows as CampaignRow[];
}

/** One campaign of the business; `lock` holds it for the rest of the transaction. */
export async function findCampaignRow(db: DbOrTx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(campaigns)
    .where(idInTenant(campaigns, id, businessId));
  const [row] = lock ? await query.for('update') : await query;
  return row as CampaignRow | undefined;
}

export async function insertCampaign(db: DbOrTx, values: NewCampaign) {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error('insert returned no campaign');
  return row.id;
}

export async function updateCampaignRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<NewCampaign>,
) {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(idInTenant(campaigns, id, businessId));
}

export async function deleteCampaignRow(db: DbOrTx, businessId: number, id: number) {
  await db.delete(campaigns).where(idInTenant(campaigns, id, businessId));
}

/** Whether the business has a row with this id in the table (a service, product or offer it names). */
export async function isOwnRow(
  db: DbOrTx,
  table: typeof services | typeof products | typeof offers,
  businessId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(idInTenant(table, id, businessId));
  return Boolean(row);
}

/** The id of the business's offer with this id, or null when it has none such (another's, or deleted). */
export async function findOfferId(db: DbOrTx, businessId: number, offerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(idInTenant(offers, offerId, businessId));
  return row?.id ?? null;
}

/**
 * The campaign's audience as it stands now becomes its recipient list (once: the unique index keeps a second
 * start from adding anyone twice).
 */
export async function insertAudienceRecipients(db: DbOrTx, campaign: CampaignRow, now: Date) {
  await db.execute(sql`
    insert into campaign_recipients (business_id, campaign_id, client_id)
    select ${campaign.businessId}, ${campaign.id}, "clients"."id" from clients
    where ${audienceWhere(campaign.businessId, campaign.targetAudience, now)}
    on conflict do nothing`);
}

export async function markCampaignSending(db: DbOrTx, id: number, scheduledAt: Date, now: Date) {
  await db
    .update(campaigns)
    .set({ status: 'sending', startDate: now, scheduledAt, updatedAt: now })
    .where(eq(campaigns.id, id));
}

/** Up to five scheduled campaigns whose time has come, soonest first, locked; SKIP LOCKED passes others' claims. */
export async function claimDueCampaigns(db: DbOrTx, now: Date) {
  return (await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, now)))
    .orderBy(asc(campaigns.scheduledAt))
    .limit(5)
    .for('update', { skipLocked: true })) as CampaignRow[];
}

/** The codes of these offers (any business's: the ids come from the campaigns being sent). */
export async function listOfferCodes(db: DbOrTx, ids: number[]) {
  return db.select({ id: offers.id, code: offers.code }).from(offers).where(inArray(offers.id, ids));
}

/** One offer's code (the id comes from the business's own campaign). */
export async function findOfferCode(db: DbOrTx, businessId: number, offerId: number) {
  const [offer] = await db
    .select({ code: offers.code })
    .from(offers)
    .where(idInTenant(offers, offerId, businessId));
  return offer;
}

/**
 * The next pending recipients of sending campaigns, oldest first, with their campaign, client and business;
 * each recipient row is claimed with SKIP LOCKED (the campaign, client and business rows are not locked).
 */
export async function claimPendingRecipients(db: DbOrTx, batchSize: number) {
  return db
    .select({
      recipientId: campaignRecipients.id,
      campaign: campaigns,
      client: {
        name: clients.name,
        email: clients.email,
        optIn: clients.marketingOptIn,
        token: clients.marketingToken,
      },
      business: businesses,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .innerJoin(clients, eq(clients.id, campaignRecipients.clientId))
    .innerJoin(businesses, eq(businesses.id, campaignRecipients.businessId))
    .where(and(eq(campaignRecipients.status, 'pending'), eq(campaigns.status, 'sending')))
    .orderBy(asc(campaignRecipients.id))
    .limit(batchSize)
    .for('update', { of: campaignRecipients, skipLocked: true });
}

export async function markRecipientSkipped(db: DbOrTx, recipientId: number) {
  await db
    .update(campaignRecipients)
    .set({ status: 'skipped' })
    .where(eq(campaignRecipients.id, recipientId));
}

export async function markRecipientQueued(db: DbOrTx, recipientId: number, outboxId: number, now: Date) {
  await db
    .update(campaignRecipients)
    .set({ status: 'queued', outboxId, queuedAt: now })
    .where(eq(campaignRecipients.id, recipientId));
}

/** Every sending campaign with nobody left pending is marked sent. */
export async function markFinishedCampaignsSent(db: DbOrTx, now: Date) {
  // Spelled out: inside an UPDATE's subquery drizzle may leave `id` unqualified.
  await db
    .update(campaigns)
    .set({ status: 'sent', endDate: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from campaign_recipients r
          where r.campaign_id = "campaigns"."id" and r.status = 'pending')`,
      ),
    );
}
