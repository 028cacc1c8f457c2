import { sql } from 'drizzle-orm';
import type { InventoryTransactionItem, InventoryTransactionType } from '../../../contract/products';
import type { DbOrTx } from '../../db/client';
import type { InventoryTransaction } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';

export function toInventoryItem(t: InventoryTransaction, stockAfter: number): InventoryTransactionItem {
  return {
    id: t.id,
    productId: t.productId,
    transactionType: t.transactionType,
    quantity: t.quantity,
    stockAfter,
    reason: t.reason,
    notes: t.notes,
    saleId: t.saleId,
    createdAt: t.createdAt.toISOString(),
  };
}

type HistoryRow = {
  id: number;
  product_id: number;
  transaction_type: InventoryTransactionType;
  quantity: number;
  reason: string | null;
  notes: string | null;
  sale_id: number | null;
  created_at: string | Date;
  stock_after: string | number;
};

/** A product's moves, newest first; stockAfter walks back from today's count through the later moves. */
export async function productHistory(
  db: DbOrTx,
  businessId: number,
  productId: number,
): Promise<InventoryTransactionItem[]> {
  const result = await db.execute(sql`
    select it.id, it.product_id, it.transaction_type, it.quantity, it.reason, it.notes, it.sale_id,
      it.created_at,
      p.stock_quantity - coalesce(sum(it.quantity) over (
        order by it.created_at desc, it.id desc rows between unbounded preceding and 1 preceding), 0)
        as stock_after
    from inventory_transactions it
    join products p on p.id = it.product_id
    where it.business_id = ${businessId} and it.product_id = ${productId}
    order by it.created_at desc, it.id desc
  `);
  return rowsOf<HistoryRow>(result).map((r) => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    transactionType: r.transaction_type,
    quantity: Number(r.quantity),
    stockAfter: Number(r.stock_after),
    reason: r.reason,
    notes: r.notes,
    saleId: r.sale_id === null ? null : Number(r.sale_id),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
