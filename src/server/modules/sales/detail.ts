import { and, asc, eq, inArray } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import { type RefundItem, SALE_NOT_FOUND, type SaleDetail } from '../../../contract/sales';
import type { DbOrTx } from '../../db/client';
import { businesses, refundItems, refunds, saleItems } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../lib/http-errors';
import { getSaleSummary } from './repository';

async function saleRefunds(db: DbOrTx, businessId: number, saleId: number): Promise<RefundItem[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inTenant(refunds, businessId), eq(refunds.saleId, saleId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      refundId: refundItems.refundId,
      saleItemId: refundItems.saleItemId,
      quantity: refundItems.quantity,
      amount: refundItems.amount,
      productName: saleItems.productName,
    })
    .from(refundItems)
    .innerJoin(saleItems, eq(saleItems.id, refundItems.saleItemId))
    .where(
      inArray(
        refundItems.refundId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refundItems.id));
  return rows.map((r) => ({
    id: r.id,
    saleId: r.saleId,
    amount: toDecimal(toCents(r.amount)),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    items: lines
      .filter((l) => l.refundId === r.id)
      .map(({ saleItemId, productName, quantity, amount }) => ({
        saleItemId,
        productName,
        quantity,
        amount: toDecimal(toCents(amount)),
      })),
  }));
}

/** A sale with its lines, customer, refunds and the business's name and address: a receipt's data. */
export async function getSaleDetail(db: DbOrTx, businessId: number, id: number): Promise<SaleDetail> {
  const sale = await getSaleSummary(db, businessId, id);
  if (!sale) throw notFound(SALE_NOT_FOUND);
  const [business] = await db
    .select({
      name: businesses.name,
      address: businesses.address,
      city: businesses.city,
      state: businesses.state,
      zip: businesses.zip,
      phone: businesses.phone,
      email: businesses.email,
      timezone: businesses.timezone,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound(SALE_NOT_FOUND);
  return { ...sale, refunds: await saleRefunds(db, businessId, id), business };
}
