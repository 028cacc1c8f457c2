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
import type { DbOrTx } from '../../db/client';
import { clients, type SaleItem, saleItems, sales } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
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
  const [sale] = await loadSales(db, and(inTenant(sales, businessId), eq(sales.id, id)), 1);
  return sale;
}
