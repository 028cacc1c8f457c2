import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type NewRefund, type NewSale, refundItems, refunds, saleItems, sales } from '../../db/schema/index';
import { idInTenant } from '../../db/tenant';

/** The business's sale, its row locked for the rest of the transaction: one refund of a sale at a time. */
export async function lockSale(tx: Tx, businessId: number, saleId: number) {
  const [sale] = await tx
    .select()
    .from(sales)
    .where(idInTenant(sales, saleId, businessId))
    .for('update');
  return sale;
}

/** The sale's lines in the order they were rung up. */
export async function listSaleLines(tx: Tx, saleId: number) {
  return tx.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.id));
}

/** What the sale's refunds add up to so far (a decimal string, '0' when there are none). */
export async function refundedSoFar(tx: Tx, saleId: number) {
  const [already] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.saleId, saleId));
  return already?.sum;
}

export async function insertRefund(tx: Tx, values: NewRefund) {
  const [refund] = await tx.insert(refunds).values(values).returning();
  return refund;
}

export async function insertRefundLine(tx: Tx, values: typeof refundItems.$inferInsert) {
  await tx.insert(refundItems).values(values);
}

export async function setRefundedQuantity(tx: Tx, saleItemId: number, refundedQuantity: number) {
  await tx.update(saleItems).set({ refundedQuantity }).where(eq(saleItems.id, saleItemId));
}

export async function setSalePaymentStatus(tx: Tx, saleId: number, paymentStatus: NewSale['paymentStatus']) {
  await tx.update(sales).set({ paymentStatus }).where(eq(sales.id, saleId));
}
