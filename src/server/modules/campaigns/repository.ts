import { and, desc, eq } from 'drizzle-orm';
import type { Audience, CampaignStatus } from '../../../contract/campaigns';
import type { DbOrTx } from '../../db/client';
import { campaigns, type NewCampaign, offers, type products, type services } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
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
    .where(and(inTenant(campaigns, businessId), eq(campaigns.id, id)));
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
    .where(and(inTenant(campaigns, businessId), eq(campaigns.id, id)));
}

export async function deleteCampaignRow(db: DbOrTx, businessId: number, id: number) {
  await db.delete(campaigns).where(and(inTenant(campaigns, businessId), eq(campaigns.id, id)));
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
    .where(and(inTenant(table, businessId), eq(table.id, id)));
  return Boolean(row);
}

/** The id of the business's offer with this id, or null when it has none such (another's, or deleted). */
export async function findOfferId(db: DbOrTx, businessId: number, offerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inTenant(offers, businessId), eq(offers.id, offerId)));
  return row?.id ?? null;
}
