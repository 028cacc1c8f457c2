import { toDecimal } from '../../../contract/money';
import {
  CATEGORY_NOT_FOUND,
  type CreateProduct,
  type DeleteProductResult,
  PRODUCT_NOT_FOUND,
  type ProductItem,
  skuTaken,
  type UpdateProduct,
} from '../../../contract/products';
import { changedFields, recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { checkImageAddresses } from '../uploads';
import {
  applyStockMove,
  categoryExists,
  countSaleLinesOfProduct,
  deactivateProduct,
  deleteProductRow,
  getProductItem,
  insertProduct,
  lockProduct,
  updateProductRow,
} from './repository';

/** Reads that are one query: verbs of the area as they stand. */
export { getProductItem, listProducts, productStats } from './repository';

async function checkCategory(db: DbOrTx, businessId: number, categoryId: number | null | undefined) {
  if (categoryId && !(await categoryExists(db, businessId, categoryId))) {
    throw badRequest(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);
  }
}

/** The unique (business, sku) index is the arbiter; its violation becomes a 409 naming the SKU. */
async function guardSku<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku && postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(skuTaken(sku));
    throw error;
  }
}

const money = (cents: number | null | undefined) =>
  cents === undefined ? undefined : cents === null ? null : toDecimal(cents);

export async function createProduct(db: Database, businessId: number, input: CreateProduct) {
  return guardSku(input.sku, () =>
    db.transaction(async (tx): Promise<ProductItem> => {
      await checkCategory(tx, businessId, input.categoryId);
      await checkImageAddresses(tx, businessId, input.imageUrl, 'imageUrl');
      const { stockQuantity, price, costPrice, weight, ...rest } = input;
      const row = await insertProduct(tx, {
        ...rest,
        weight: weight == null ? null : String(weight),
        businessId,
        price: toDecimal(price),
        costPrice: money(costPrice) ?? null,
        stockQuantity: 0,
      });
      if (!row) throw new Error('insert returned no product');
      // Even the opening count is a move, so the history always adds up to what is on the shelf.
      if (stockQuantity > 0) {
        await applyStockMove(tx, {
          businessId,
          productId: row.id,
          type: 'restock',
          quantity: stockQuantity,
          reason: 'Opening stock',
        });
      }
      const item = await getProductItem(tx, businessId, row.id);
      if (!item) throw new Error('created product not found');
      return item;
    }),
  );
}

export async function updateProduct(db: Database, businessId: number, id: number, input: UpdateProduct) {
  return guardSku(input.sku, () =>
    db.transaction(async (tx): Promise<ProductItem> => {
      const current = await lockProduct(tx, businessId, id);
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      await checkCategory(tx, businessId, input.categoryId);
      await checkImageAddresses(tx, businessId, input.imageUrl, 'imageUrl');
      const { stockQuantity, adjustmentReason, expectedStockQuantity, price, costPrice, weight, ...rest } =
        input;
      if (
        stockQuantity !== undefined &&
        expectedStockQuantity !== undefined &&
        expectedStockQuantity !== current.stockQuantity
      ) {
        throw conflict(
          `The stock of ${current.name} changed to ${current.stockQuantity} while you were editing. Check the new count and try again.`,
        );
      }
      const updated = await updateProductRow(tx, businessId, id, {
        ...rest,
        price: money(price) ?? undefined,
        costPrice: money(costPrice),
        weight: weight === undefined ? undefined : weight === null ? null : String(weight),
        updatedAt: new Date(),
      });
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      const priceChange = changedFields(current, updated, ['price', 'costPrice']);
      if (priceChange) {
        await recordAudit(tx, {
          businessId,
          action: 'product.priceChanged',
          target: productTarget(updated),
          ...priceChange,
        });
      }
      // A new count is not an overwrite: the difference is recorded as an adjustment.
      if (stockQuantity !== undefined && stockQuantity !== current.stockQuantity) {
        await applyStockMove(tx, {
          businessId,
          productId: id,
          type: 'adjustment',
          quantity: stockQuantity - current.stockQuantity,
          reason: adjustmentReason ?? 'Stock edited',
        });
      }
      const item = await getProductItem(tx, businessId, id);
      if (!item) throw notFound(PRODUCT_NOT_FOUND);
      return item;
    }),
  );
}

/** Sale lines keep pointing at their product, so a sold product is switched off instead. */
export async function deleteProduct(
  db: Database,
  businessId: number,
  id: number,
): Promise<DeleteProductResult> {
  return db.transaction(async (tx) => {
    const existing = await lockProduct(tx, businessId, id);
    if (!existing) throw notFound(PRODUCT_NOT_FOUND);
    const before = { name: existing.name, sku: existing.sku, price: Number(existing.price) };
    if ((await countSaleLinesOfProduct(tx, businessId, id)) > 0) {
      await deactivateProduct(tx, businessId, id);
      await recordAudit(tx, {
        businessId,
        action: 'product.deleted',
        target: productTarget(existing),
        before,
        after: { deactivated: true },
      });
      return { deactivated: true };
    }
    await deleteProductRow(tx, businessId, id);
    await recordAudit(tx, { businessId, action: 'product.deleted', target: productTarget(existing), before });
    return { deleted: true };
  });
}

function productTarget(product: { id: number; name: string }) {
  return { type: 'product', id: product.id, label: product.name };
}
