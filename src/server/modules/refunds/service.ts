import { toCents, toDecimal } from '../../../contract/money';
import {
  ALREADY_REFUNDED,
  type CreateRefund,
  type CreateRefundResult,
  refundTooMany,
  SALE_LINE_NOT_FOUND,
  SALE_NOT_FOUND,
} from '../../../contract/sales';
import { recordAudit } from '../../core/audit';
import type { Database, Tx } from '../../db/client';
import type { SaleItem } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { applyStockMove, lockProduct } from '../products';
import { getSaleDetail } from '../sales';
import { refundAmounts } from './amounts';
import {
  insertRefund,
  insertRefundLine,
  listSaleLines,
  lockSale,
  refundedSoFar,
  setRefundedQuantity,
  setSalePaymentStatus,
} from './repository';

/** Which lines and how many: everything left when no items are named. */
function requestedQuantities(input: CreateRefund, lines: SaleItem[]): Map<number, number> {
  const requested = new Map<number, number>();
  if (!input.items) {
    for (const line of lines) {
      const left = line.quantity - line.refundedQuantity;
      if (left > 0) requested.set(line.id, left);
    }
    return requested;
  }
  input.items.forEach((item, index) => {
    const line = lines.find((l) => l.id === item.saleItemId);
    if (!line) {
      throw badRequest(SALE_LINE_NOT_FOUND, [
        { path: `items.${index}.saleItemId`, message: SALE_LINE_NOT_FOUND },
      ]);
    }
    const quantity = (requested.get(line.id) ?? 0) + item.quantity;
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) throw conflict(refundTooMany(line.productName, left));
    requested.set(line.id, quantity);
  });
  return requested;
}

async function returnStock(tx: Tx, businessId: number, saleId: number, line: SaleItem, quantity: number) {
  // A product deleted since the sale has no shelf to return to.
  if (line.productId === null || !(await lockProduct(tx, businessId, line.productId))) return;
  await applyStockMove(tx, {
    businessId,
    productId: line.productId,
    type: 'refund',
    quantity,
    reason: 'Refund',
    saleId,
  });
}

/** One transaction under the sale's row lock, so two refunds of one sale can't both return the same items. */
export async function refundSale(
  db: Database,
  businessId: number,
  saleId: number,
  input: CreateRefund,
): Promise<CreateRefundResult> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, businessId, saleId);
    if (!sale) throw notFound(SALE_NOT_FOUND);
    if (sale.paymentStatus === 'refunded') throw conflict(ALREADY_REFUNDED);
    const lines = await listSaleLines(tx, saleId);
    const requested = requestedQuantities(input, lines);
    if (requested.size === 0) throw conflict(ALREADY_REFUNDED);

    const already = await refundedSoFar(tx, saleId);
    const amounts = refundAmounts(
      {
        subtotalCents: toCents(sale.subtotal),
        discountCents: toCents(sale.discountAmount),
        totalCents: toCents(sale.totalAmount),
        refundedCents: toCents(already),
      },
      lines.map((l) => ({ ...l, unitCents: toCents(l.unitPrice), discountCents: toCents(l.discountAmount) })),
      requested,
    );
    if (amounts.totalCents <= 0) throw badRequest('There is nothing left to refund on this sale');

    const refund = await insertRefund(tx, {
      businessId,
      saleId,
      amount: toDecimal(amounts.totalCents),
      reason: input.reason ?? null,
    });
    if (!refund) throw new Error('insert returned no refund');
    for (const line of lines) {
      const quantity = requested.get(line.id);
      if (!quantity) continue;
      await insertRefundLine(tx, {
        businessId,
        refundId: refund.id,
        saleItemId: line.id,
        quantity,
        amount: toDecimal(amounts.perLine.get(line.id) ?? 0),
      });
      await setRefundedQuantity(tx, line.id, line.refundedQuantity + quantity);
    }
    // Product rows are locked in id order, as a sale locks them, so the two never deadlock.
    const returning = lines
      .filter((l) => requested.has(l.id))
      .sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
    for (const line of returning) {
      await returnStock(tx, businessId, saleId, line, requested.get(line.id) ?? 0);
    }
    const everything = lines.every((l) => l.refundedQuantity + (requested.get(l.id) ?? 0) === l.quantity);
    await setSalePaymentStatus(tx, saleId, everything ? 'refunded' : 'partially_refunded');
    await recordAudit(tx, {
      businessId,
      action: 'sale.refunded',
      target: { type: 'sale', id: saleId, label: `Sale #${saleId}` },
      before: { paymentStatus: sale.paymentStatus },
      after: {
        refundId: refund.id,
        amount: Number(toDecimal(amounts.totalCents)),
        reason: input.reason ?? null,
        paymentStatus: everything ? 'refunded' : 'partially_refunded',
      },
    });

    const detail = await getSaleDetail(tx, businessId, saleId);
    const created = detail.refunds.find((r) => r.id === refund.id);
    if (!created) throw new Error('refund not found after insert');
    return { refund: created, sale: detail };
  });
}
