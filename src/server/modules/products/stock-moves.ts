import { and, eq, sql } from 'drizzle-orm';
import type { InventoryTransactionType } from '../../../contract/products';
import type { DbOrTx } from '../../db/client';
import { inventoryTransactions, products } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

export type StockMove = {
  businessId: number;
  productId: number;
  type: InventoryTransactionType;
  /** Signed: a sale of 2 is -2. */
  quantity: number;
  reason?: string | null;
  notes?: string | null;
  saleId?: number | null;
};

/**
 * The one way stock changes: the product's count moves and the move is recorded, in the caller's
 * transaction. The caller holds the product row's lock and has checked the result stays >= 0 (the check
 * constraint would refuse it anyway). clock_timestamp() orders moves by when they happened, after the lock,
 * not by when their transactions began.
 */
export async function applyStockMove(db: DbOrTx, move: StockMove) {
  const [product] = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${move.quantity}`, updatedAt: new Date() })
    .where(and(inTenant(products, move.businessId), eq(products.id, move.productId)))
    .returning({ stockQuantity: products.stockQuantity });
  if (!product) throw new Error(`stock move on a missing product ${move.productId}`);
  const [transaction] = await db
    .insert(inventoryTransactions)
    .values({
      businessId: move.businessId,
      productId: move.productId,
      transactionType: move.type,
      quantity: move.quantity,
      reason: move.reason ?? null,
      notes: move.notes ?? null,
      saleId: move.saleId ?? null,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!transaction) throw new Error('insert returned no inventory transaction');
  return { transaction, stockAfter: product.stockQuantity };
}
