import {
  type InventoryMove,
  type InventoryMoveResult,
  type InventoryTransactionItem,
  notEnoughStock,
  PRODUCT_NOT_FOUND,
} from '../../../contract/products';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { applyStockMove, getProductItem, lockProduct } from '../products';
import { productHistory, toInventoryItem } from './repository';

/** A restock or a signed adjustment, refused with 409 when it would take stock below zero. */
export async function moveStock(
  db: Database,
  businessId: number,
  productId: number,
  move: InventoryMove,
): Promise<InventoryMoveResult> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, businessId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (product.stockQuantity + move.quantity < 0) {
      throw conflict(notEnoughStock(product.name, product.stockQuantity));
    }
    const { transaction, stockAfter } = await applyStockMove(tx, {
      businessId,
      productId,
      type: move.type,
      quantity: move.quantity,
      reason: move.reason ?? (move.type === 'restock' ? 'Restock' : null),
      notes: move.notes,
    });
    const item = await getProductItem(tx, businessId, productId);
    if (!item) throw notFound(PRODUCT_NOT_FOUND);
    return { product: item, transaction: toInventoryItem(transaction, stockAfter) };
  });
}

/** A product's stock moves, newest first; another business's product (or none) is 404. */
export async function listStockMoves(
  db: DbOrTx,
  businessId: number,
  productId: number,
): Promise<InventoryTransactionItem[]> {
  if (!(await getProductItem(db, businessId, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return productHistory(db, businessId, productId);
}
