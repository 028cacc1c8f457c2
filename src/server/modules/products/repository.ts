import { and, asc, count, eq, gt, ilike, lte, or, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import type {
  InventoryTransactionType,
  ListProductsQuery,
  ProductItem,
  ProductStats,
} from '../../../contract/products';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  inventoryTransactions,
  type NewProduct,
  type Product,
  products,
  saleItems,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { idInTenant, inTenant } from '../../db/tenant';
import { containsPattern } from '../../lib/like';

type Row = { product: Product; category: { id: number; name: string } | null };

export function toProductItem({ product: p, category }: Row): ProductItem {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    sku: p.sku,
    price: toDecimal(toCents(p.price)),
    costPrice: p.costPrice === null ? null : toDecimal(toCents(p.costPrice)),
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    isLowStock: p.stockQuantity <= p.lowStockThreshold,
    categoryId: p.categoryId,
    category: category?.id ? category : null,
    isActive: p.isActive,
    imageUrl: p.imageUrl,
    barcode: p.barcode,
    dimensions: p.dimensions,
    weight: p.weight === null ? null : Number(p.weight),
    tags: p.tags,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function withCategory(db: DbOrTx) {
  return db
    .select({ product: products, category: { id: categories.id, name: categories.name } })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export async function listProducts(db: DbOrTx, businessId: number, q: ListProductsQuery) {
  const search = q.search ? containsPattern(q.search) : undefined;
  const rows = await withCategory(db)
    .where(
      and(
        inTenant(products, businessId),
        q.includeInactive ? undefined : eq(products.isActive, true),
        q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
        q.inStock ? gt(products.stockQuantity, 0) : undefined,
        q.lowStock ? lte(products.stockQuantity, products.lowStockThreshold) : undefined,
        search ? or(ilike(products.name, search), ilike(products.sku, search)) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(toProductItem);
}

export async function getProductItem(db: DbOrTx, businessId: number, id: number) {
  const [row] = await withCategory(db)
    .where(idInTenant(products, id, businessId))
    .limit(1);
  return row ? toProductItem(row) : undefined;
}

/** The product row, locked until the caller's transaction ends. */
export async function lockProduct(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(idInTenant(products, id, businessId))
    .for('update');
  return row;
}

export async function categoryExists(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(idInTenant(categories, id, businessId));
  return Boolean(row);
}

/** The Products cards over active products, in one query. */
export async function productStats(db: DbOrTx, businessId: number): Promise<ProductStats> {
  const result = await db.execute(sql`
    select
      (select count(*) from products where business_id = ${businessId} and is_active) as total,
      (select count(*) from products where business_id = ${businessId} and is_active
        and stock_quantity <= low_stock_threshold) as low,
      (select coalesce(sum(price * stock_quantity), 0) from products
        where business_id = ${businessId} and is_active) as value,
      (select count(*) from categories where business_id = ${businessId}) as categories
  `);
  const row = rowsOf<Record<string, string | number>>(result)[0] ?? {};
  return {
    totalProducts: Number(row.total ?? 0),
    lowStockItems: Number(row.low ?? 0),
    totalValue: toDecimal(toCents(row.value ?? 0)),
    categories: Number(row.categories ?? 0),
  };
}

/** The new product's id. */
export async function insertProduct(db: DbOrTx, values: NewProduct) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row;
}

/** The product as it now stands, or undefined when the business has no such product. */
export async function updateProductRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<NewProduct>,
) {
  const [row] = await db
    .update(products)
    .set(values)
    .where(idInTenant(products, id, businessId))
    .returning();
  return row;
}

/** How many of the business's sale lines point at the product. */
export async function countSaleLinesOfProduct(
  db: DbOrTx,
  businessId: number,
  productId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(saleItems)
    .where(and(inTenant(saleItems, businessId), eq(saleItems.productId, productId)));
  return row?.n ?? 0;
}

export async function deactivateProduct(db: DbOrTx, businessId: number, id: number) {
  await db
    .update(products)
    .set({ isActive: false, updatedAt: new Date() })
    .where(idInTenant(products, id, businessId));
}

export async function deleteProductRow(db: DbOrTx, businessId: number, id: number) {
  await db.delete(products).where(idInTenant(products, id, businessId));
}

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
    .where(idInTenant(products, move.productId, move.businessId))
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
