import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type { PaymentMethod, PaymentStatus } from '../../../contract/payments';
import {
  channelTaxRate,
  type ListSalesQuery,
  type SaleChannel,
  type SaleLine,
  type SaleSummary,
} from '../../../contract/sales';
import type { DbOrTx, Tx } from '../../db/client';
import {
  businesses,
  clients,
  type NewSale,
  type NewSaleItem,
  products,
  refundItems,
  refunds,
  type SaleItem,
  saleItems,
  sales,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { idInTenant, inTenant } from '../../db/tenant';
import { containsPattern } from '../../lib/like';
import { addDays, localToInstant } from '../../lib/time';

const money = (value: string) => toDecimal(toCents(value));

export function toSaleLine(item: SaleItem): SaleLine {
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    quantity: item.quantity,
    refundedQuantity: item.refundedQuantity,
    unitPrice: money(item.unitPrice),
    totalPrice: money(item.totalPrice),
    discountAmount: money(item.discountAmount),
  };
}

// Spelled out: drizzle leaves column names unqualified inside a subquery, where `id` would mean the refund's.
const refundedSum = sql<string>`coalesce((select sum(r.amount) from refunds r where r.sale_id = "sales"."id"), 0)`;

/** Sales with their customer, lines and refunded total: three queries whatever the count. */
async function loadSales(db: DbOrTx, where: SQL | undefined, limit: number): Promise<SaleSummary[]> {
  const rows = await db
    .select({
      sale: sales,
      customer: { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone },
      refunded: refundedSum,
    })
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.customerId))
    .where(where)
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(saleItems)
    .where(
      inArray(
        saleItems.saleId,
        rows.map((r) => r.sale.id),
      ),
    )
    .orderBy(asc(saleItems.id));
  return rows.map(({ sale: s, customer, refunded }) => ({
    id: s.id,
    customerId: s.customerId,
    customer: customer?.id ? customer : null,
    subtotal: money(s.subtotal),
    taxAmount: money(s.taxAmount),
    discountAmount: money(s.discountAmount),
    offerCode: s.offerCode,
    totalAmount: money(s.totalAmount),
    refundedAmount: toDecimal(toCents(refunded)),
    paymentMethod: s.paymentMethod as PaymentMethod,
    paymentStatus: s.paymentStatus as PaymentStatus,
    channel: s.channel as SaleChannel,
    taxRateBasisPoints: s.taxRateBasisPoints ?? channelTaxRate(s.channel as SaleChannel),
    notes: s.notes,
    saleDate: s.saleDate.toISOString(),
    createdAt: s.createdAt.toISOString(),
    items: items.filter((i) => i.saleId === s.id).map(toSaleLine),
  }));
}

/** Newest first. search: customer name, or a sale id ("12", "#12"); dates are the business's local days. */
export function listSales(db: DbOrTx, businessId: number, timezone: string, q: ListSalesQuery) {
  const idText = q.search?.replace(/^#/, '');
  const saleId = idText && /^\d{1,9}$/.test(idText) ? Number(idText) : undefined;
  // A sale without a customer shows as 'Walk-in Customer', so that is what it is found by.
  const walkIn =
    q.search && 'walk-in customer'.includes(q.search.toLowerCase()) ? isNull(sales.customerId) : undefined;
  const search = q.search
    ? or(ilike(clients.name, containsPattern(q.search)), saleId ? eq(sales.id, saleId) : undefined, walkIn)
    : undefined;
  return loadSales(
    db,
    and(
      inTenant(sales, businessId),
      search,
      q.status ? eq(sales.paymentStatus, q.status) : undefined,
      q.startDate ? gte(sales.saleDate, localToInstant(q.startDate, '00:00', timezone)) : undefined,
      q.endDate ? lt(sales.saleDate, localToInstant(addDays(q.endDate, 1), '00:00', timezone)) : undefined,
    ),
    q.limit,
  );
}

export async function getSaleSummary(db: DbOrTx, businessId: number, id: number) {
  const [sale] = await loadSales(db, idInTenant(sales, id, businessId), 1);
  return sale;
}

/** The business's products among `ids` as a sale prices them, in id order; their rows locked when `lock` is set. */
export async function listShelfProducts(tx: Tx, businessId: number, ids: number[], lock = false) {
  const query = tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stockQuantity: products.stockQuantity,
      isActive: products.isActive,
    })
    .from(products)
    .where(and(inTenant(products, businessId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
  return lock ? await query.for('update') : await query;
}

/** The business's accepted payment methods and tax rates; undefined when there is no business. */
export async function findCheckoutSettings(tx: Tx, businessId: number) {
  const [business] = await tx
    .select({
      accepted: businesses.acceptedPaymentMethods,
      salesTaxBasisPoints: businesses.salesTaxBasisPoints,
      posTaxBasisPoints: businesses.posTaxBasisPoints,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business;
}

/** One of the business's clients as a sale's customer (name and email for the receipt). */
export async function findSaleCustomer(tx: Tx, businessId: number, customerId: number) {
  const [customer] = await tx
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(idInTenant(clients, customerId, businessId));
  return customer;
}

/** The new sale's id. */
export async function insertSale(tx: Tx, values: NewSale) {
  const [sale] = await tx.insert(sales).values(values).returning({ id: sales.id });
  return sale;
}

export async function insertSaleLines(tx: Tx, lines: NewSaleItem[]) {
  await tx.insert(saleItems).values(lines);
}

/** The sale's refunds, oldest first. */
export async function listRefundsOfSale(db: DbOrTx, businessId: number, saleId: number) {
  return db
    .select()
    .from(refunds)
    .where(and(inTenant(refunds, businessId), eq(refunds.saleId, saleId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The lines of these refunds with the product name of the sale line each returns, in the order written. */
export async function listRefundLines(db: DbOrTx, refundIds: number[]) {
  return db
    .select({
      refundId: refundItems.refundId,
      saleItemId: refundItems.saleItemId,
      quantity: refundItems.quantity,
      amount: refundItems.amount,
      productName: saleItems.productName,
    })
    .from(refundItems)
    .innerJoin(saleItems, eq(saleItems.id, refundItems.saleItemId))
    .where(inArray(refundItems.refundId, refundIds))
    .orderBy(asc(refundItems.id));
}

/** The business's name, address, contact and timezone, as a receipt shows them. */
export async function findReceiptBusiness(db: DbOrTx, businessId: number) {
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
  return business;
}

/**
 * The business's sale counts and takings, net of refunds, overall and from `weekStart` and `todayStart` up
 * to `tomorrow` (ISO instants); a fully refunded sale is not counted as a sale. One row.
 */
export async function findSalesTotals(
  db: DbOrTx,
  businessId: number,
  { todayStart, weekStart, tomorrow }: { todayStart: string; weekStart: string; tomorrow: string },
) {
  const result = await db.execute(sql`
    with net as (
      select s.sale_date, s.payment_status,
        s.total_amount - coalesce((select sum(r.amount) from refunds r where r.sale_id = s.id), 0) as amount
      from sales s where s.business_id = ${businessId}
    )
    select
      count(*) filter (where payment_status <> 'refunded') as total_count,
      coalesce(sum(amount), 0) as total_revenue,
      count(*) filter (where payment_status <> 'refunded'
        and sale_date >= ${todayStart}::timestamptz and sale_date < ${tomorrow}::timestamptz) as today_count,
      coalesce(sum(amount) filter (
        where sale_date >= ${todayStart}::timestamptz and sale_date < ${tomorrow}::timestamptz), 0) as today_revenue,
      count(*) filter (where payment_status <> 'refunded'
        and sale_date >= ${weekStart}::timestamptz and sale_date < ${tomorrow}::timestamptz) as week_count,
      coalesce(sum(amount) filter (
        where sale_date >= ${weekStart}::timestamptz and sale_date < ${tomorrow}::timestamptz), 0) as week_revenue
    from net
  `);
  return rowsOf<Record<string, string | number>>(result)[0];
}
