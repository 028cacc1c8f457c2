import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { createdAt, money, timestamps } from './columns';
import { sales } from './sales';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_business_name_idx').on(t.businessId, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sku: varchar('sku', { length: 100 }),
    price: money('price').notNull(),
    costPrice: money('cost_price'),
    stockQuantity: integer('stock_quantity').default(0).notNull(),
    lowStockThreshold: integer('low_stock_threshold').default(5).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').default(true).notNull(),
    imageUrl: text('image_url'),
    barcode: text('barcode'),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    dimensions: text('dimensions'),
    tags: text('tags').array().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_business_sku_idx').on(t.businessId, t.sku),
    index('products_business_name_idx').on(t.businessId, t.name),
    index('products_business_category_idx').on(t.businessId, t.categoryId),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export const inventoryTransactionTypes = ['restock', 'adjustment', 'sale', 'refund'] as const;

export const inventoryTransactions = pgTable(
  'inventory_transactions',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', { enum: inventoryTransactionTypes }).notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason'),
    notes: text('notes'),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_transactions_business_product_created_idx').on(t.businessId, t.productId, t.createdAt),
    check(
      'inventory_transactions_type_check',
      sql`${t.transactionType} in ('restock', 'adjustment', 'sale', 'refund')`,
    ),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type InventoryTransaction = typeof inventoryTransactions.$inferSelect;
export type NewInventoryTransaction = typeof inventoryTransactions.$inferInsert;
