import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  clients,
  type NewOffer,
  offerRedemptions,
  offers,
  type products,
  type services,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

/**
 * The sum of every discount an offer gave, as the list shows it. Spelled out: drizzle leaves column names
 * unqualified inside a subquery, where `id` would mean the redemption's.
 */
const totalDiscount = sql<string>`(
  select coalesce(sum(r.discount_amount), 0)::text from offer_redemptions r where r.offer_id = "offers"."id"
)`;

export const offerColumns = {
  id: offers.id,
  name: offers.name,
  description: offers.description,
  type: offers.type,
  value: offers.value,
  code: offers.code,
  isActive: offers.isActive,
  usageLimit: offers.usageLimit,
  usageCount: offers.usageCount,
  perClientLimit: offers.perClientLimit,
  minPurchaseAmount: offers.minPurchaseAmount,
  validFrom: offers.validFrom,
  validUntil: offers.validUntil,
  applicableServices: offers.applicableServices,
  applicableProducts: offers.applicableProducts,
  createdAt: offers.createdAt,
};

export type OfferRow = Awaited<ReturnType<typeof listOfferRows>>[number];

export function listOfferRows(db: DbOrTx, businessId: number) {
  return db
    .select({ ...offerColumns, totalDiscount })
    .from(offers)
    .where(inTenant(offers, businessId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function findOfferRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select({ ...offerColumns, totalDiscount })
    .from(offers)
    .where(idInTenant(offers, id, businessId));
  return row;
}

/**
 * The offer a typed code names, whatever its case. `lock` takes its row for the rest of the transaction:
 * concurrent uses of one code then count one after another, so a usage limit holds.
 */
export async function findOfferByCode(db: DbOrTx, businessId: number, code: string, lock = false) {
  const query = db
    .select(offerColumns)
    .from(offers)
    .where(and(inTenant(offers, businessId), sql`lower(${offers.code}) = lower(${code})`));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function codeTaken(db: DbOrTx, businessId: number, code: string, exceptId?: number) {
  const found = await findOfferByCode(db, businessId, code);
  return Boolean(found && found.id !== exceptId);
}

export async function insertOffer(tx: Tx, values: NewOffer) {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
  if (!row) throw new Error('insert returned no offer');
  return row.id;
}

export async function updateOfferRow(tx: Tx, businessId: number, id: number, values: Partial<NewOffer>) {
  const [row] = await tx
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(idInTenant(offers, id, businessId))
    .returning({ id: offers.id });
  return row?.id;
}

/** The deleted offer's name, code and uses; undefined when there was none here. */
export async function deleteOfferRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .delete(offers)
    .where(idInTenant(offers, id, businessId))
    .returning({ id: offers.id, name: offers.name, code: offers.code, usageCount: offers.usageCount });
  return row;
}

/** How often this client already used the offer. */
export async function clientRedemptions(tx: DbOrTx, offerId: number, clientId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.clientId, clientId)));
  return row?.n ?? 0;
}

/** One use: the redemption row and the usage count move together, in the caller's transaction. */
export async function recordRedemption(
  tx: Tx,
  r: {
    businessId: number;
    offerId: number;
    clientId: number | null;
    saleId?: number;
    appointmentId?: number;
    discountAmount: string;
  },
) {
  await tx.insert(offerRedemptions).values(r);
  await tx
    .update(offers)
    .set({ usageCount: sql`${offers.usageCount} + 1` })
    .where(eq(offers.id, r.offerId));
}

export function listRedemptionRows(db: DbOrTx, businessId: number, offerId: number) {
  return db
    .select({
      id: offerRedemptions.id,
      clientId: offerRedemptions.clientId,
      clientName: clients.name,
      saleId: offerRedemptions.saleId,
      appointmentId: offerRedemptions.appointmentId,
      discountAmount: offerRedemptions.discountAmount,
      createdAt: offerRedemptions.createdAt,
    })
    .from(offerRedemptions)
    .leftJoin(clients, eq(clients.id, offerRedemptions.clientId))
    .where(and(inTenant(offerRedemptions, businessId), eq(offerRedemptions.offerId, offerId)))
    .orderBy(desc(offerRedemptions.createdAt), desc(offerRedemptions.id))
    .limit(100);
}

/** Which of these ids are the business's own services or products. */
export async function ownIds(
  db: DbOrTx,
  table: typeof services | typeof products,
  businessId: number,
  ids: number[],
): Promise<Set<number>> {
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inTenant(table, businessId), inArray(table.id, ids)));
  return new Set(found.map((row) => row.id));
}
