import { toCents, toDecimal } from '../../../contract/money';
import { type RefundItem, SALE_NOT_FOUND, type SaleDetail } from '../../../contract/sales';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findReceiptBusiness, getSaleSummary, listRefundLines, listRefundsOfSale } from './repository';

async function saleRefunds(db: DbOrTx, businessId: number, saleId: number): Promise<RefundItem[]> {
  const rows = await listRefundsOfSale(db, businessId, saleId);
  if (rows.length === 0) return [];
  const lines = await listRefundLines(
    db,
    rows.map((r) => r.id),
  );
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
  const business = await findReceiptBusiness(db, businessId);
  if (!business) throw notFound(SALE_NOT_FOUND);
  return { ...sale, refunds: await saleRefunds(db, businessId, id), business };
}
