import { toCents, toDecimal } from '../../../contract/money';
import { methodNotAccepted, type PaymentMethod } from '../../../contract/payments';
import {
  type CreateSale,
  type CreateSaleResult,
  CUSTOMER_NOT_FOUND,
  type ListSalesQuery,
  type SaleQuote,
  type SaleSummary,
  type TaxRates,
} from '../../../contract/sales';
import { findOwnStaffId } from '../../core/own-staff';
import { businessTimezone } from '../../core/timezone';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { type AppliedOffer, applyOfferCode, redeemOffer } from '../offers';
import { applyStockMove } from '../products';
import { getSaleDetail } from './detail';
import { type PricedSale, priceLines, priceSale, type ShelfProduct } from './pricing';
import { enqueueReceipt } from './receipt-email';
import {
  findCheckoutSettings,
  findSaleCustomer,
  insertSale,
  insertSaleLines,
  listSales,
  listShelfProducts,
} from './repository';

/**
 * Locks the sale's products in id order (two sales of the same products then wait for each other in the
 * same order and never deadlock); a sale that is second in line sees the first one's stock.
 */
async function lockShelf(tx: Tx, businessId: number, productIds: number[]) {
  return readShelf(tx, businessId, productIds, true);
}

async function readShelf(tx: Tx, businessId: number, productIds: number[], lock = false) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const rows = await listShelfProducts(tx, businessId, ids, lock);
  return new Map<number, ShelfProduct>(rows.map((r) => [r.id, { ...r, priceCents: toCents(r.price) }]));
}

/** The business's checkout settings, read in the sale's transaction: accepted methods and tax rates. */
async function checkoutSettings(tx: Tx, businessId: number, method: PaymentMethod): Promise<TaxRates> {
  const business = await findCheckoutSettings(tx, businessId);
  if (!business?.accepted.includes(method)) {
    const message = methodNotAccepted(method);
    throw badRequest(message, [{ path: 'paymentMethod', message }]);
  }
  return { salesTaxBasisPoints: business.salesTaxBasisPoints, posTaxBasisPoints: business.posTaxBasisPoints };
}

async function findCustomer(tx: Tx, businessId: number, customerId: number | null | undefined) {
  if (!customerId) return null;
  const customer = await findSaleCustomer(tx, businessId, customerId);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

async function writeSale(
  tx: Tx,
  businessId: number,
  input: CreateSale,
  priced: PricedSale,
  staffId: number | null,
  offer: AppliedOffer | null,
) {
  const sale = await insertSale(tx, {
    businessId,
    customerId: input.customerId ?? null,
    subtotal: toDecimal(priced.subtotalCents),
    taxAmount: toDecimal(priced.taxCents),
    discountAmount: toDecimal(priced.discountCents),
    offerId: offer?.offerId ?? null,
    offerCode: offer?.code ?? null,
    totalAmount: toDecimal(priced.totalCents),
    paymentMethod: input.paymentMethod,
    paymentStatus: 'completed',
    channel: input.channel,
    taxRateBasisPoints: priced.taxRateBasisPoints,
    notes: input.notes ?? null,
    staffId,
  });
  if (!sale) throw new Error('insert returned no sale');
  await insertSaleLines(
    tx,
    priced.lines.map((line) => ({
      businessId,
      saleId: sale.id,
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: toDecimal(line.unitCents),
      totalPrice: toDecimal(line.totalCents),
      discountAmount: toDecimal(line.discountCents),
    })),
  );
  if (offer)
    await redeemOffer(tx, offer, { businessId, clientId: input.customerId ?? null, saleId: sale.id });
  for (const [productId, quantity] of [...priced.quantities].sort(([a], [b]) => a - b)) {
    await applyStockMove(tx, {
      businessId,
      productId,
      type: 'sale',
      quantity: -quantity,
      reason: 'Sale',
      saleId: sale.id,
    });
  }
  return sale.id;
}

/**
 * The sale priced as it would be written: lines from the shelf, the offer code's discount (its row locked
 * when `lock`, so concurrent uses of a limited code count one after another), tax on what is left.
 */
async function priceWithOffer(
  tx: Tx,
  businessId: number,
  input: CreateSale,
  shelf: Map<number, ShelfProduct>,
  rates: TaxRates,
  lock: boolean,
) {
  const offer = input.offerCode
    ? await applyOfferCode(tx, {
        businessId,
        code: input.offerCode,
        clientId: input.customerId ?? null,
        lines: priceLines(input, shelf).map((line) => ({
          kind: 'product' as const,
          itemId: line.productId,
          cents: line.totalCents,
        })),
        lock,
      })
    : null;
  return { offer, priced: priceSale(input, shelf, rates, offer ?? undefined) };
}

/** What the sale would come to (the cart's discount line before checkout); nothing is written. */
export async function quoteSale(db: Database, businessId: number, input: CreateSale): Promise<SaleQuote> {
  return db.transaction(async (tx) => {
    const rates = await checkoutSettings(tx, businessId, input.paymentMethod);
    await findCustomer(tx, businessId, input.customerId);
    const shelf = await readShelf(
      tx,
      businessId,
      input.items.map((item) => item.productId),
    );
    const { offer, priced } = await priceWithOffer(tx, businessId, input, shelf, rates, false);
    return {
      subtotal: toDecimal(priced.subtotalCents),
      discountAmount: toDecimal(priced.discountCents),
      taxRateBasisPoints: priced.taxRateBasisPoints,
      taxAmount: toDecimal(priced.taxCents),
      totalAmount: toDecimal(priced.totalCents),
      offer: offer ? { code: offer.code, name: offer.name, description: offer.label } : null,
    };
  });
}

/** One transaction: read the rates, price, check stock under the row locks, write the sale, move stock, queue the receipt. */
export async function createSale(
  db: Database,
  businessId: number,
  input: CreateSale,
  /** Who rings it up: their staff row earns the product commission. */
  sellerUserId: number | null = null,
): Promise<CreateSaleResult> {
  return db.transaction(async (tx) => {
    const rates = await checkoutSettings(tx, businessId, input.paymentMethod);
    const customer = await findCustomer(tx, businessId, input.customerId);
    const shelf = await lockShelf(
      tx,
      businessId,
      input.items.map((item) => item.productId),
    );
    const { offer, priced } = await priceWithOffer(tx, businessId, input, shelf, rates, true);
    const seller = sellerUserId === null ? null : await findOwnStaffId(tx, businessId, sellerUserId);
    const saleId = await writeSale(tx, businessId, input, priced, seller, offer);
    const detail = await getSaleDetail(tx, businessId, saleId);
    // Queued only while the plan includes email_notifications: the answer says whether it was.
    const receiptEmailQueued = customer?.email
      ? await enqueueReceipt(tx, businessId, customer.email, detail)
      : false;
    const tendered = input.amountTendered;
    return {
      ...detail,
      amountTendered: tendered === undefined ? null : toDecimal(tendered),
      changeDue: tendered === undefined ? null : toDecimal(tendered - priced.totalCents),
      receiptEmailQueued,
    };
  });
}

/** The business's sales, newest first; the query's dates are its local days. */
export async function listBusinessSales(
  db: DbOrTx,
  businessId: number,
  query: ListSalesQuery,
): Promise<SaleSummary[]> {
  return listSales(db, businessId, await businessTimezone(db, businessId), query);
}
