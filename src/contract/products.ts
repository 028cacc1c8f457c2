import { z } from 'zod';
import { MAX_ID, optionalText } from './common';
import { optionalImageAddressSchema } from './images';
import { toCents } from './money';

const MAX_CENTS = 99_999_999;

/**
 * Money as a number or a decimal string ("12" or "12.50"), at least 0 with up to 2 decimals; parsed to
 * integer cents. `label` starts every message ('Price is required', 'Price must be at least 0').
 */
export function moneyInput(label: string, options: { roundToCents?: boolean } = {}) {
  return z
    .union([z.number(), z.string().trim()], { error: `${label} is required` })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (text === '') return fail(`${label} is required`);
      const number = Number(text);
      if (!Number.isFinite(number)) return fail(`${label} must be a number`);
      if (number < 0) return fail(`${label} must be at least 0`);
      // A figure a client computed (10% of 44.48 is 4.4479999999999995 in floating point) is rounded to
      // cents; a price someone typed must already be in cents.
      const shape = options.roundToCents ? /^\d+(\.\d+)?(e-\d+)?$/ : /^\d+(\.\d{1,2})?$/;
      if (!shape.test(text)) return fail(`${label} must have at most 2 decimals`);
      const cents = toCents(number);
      if (cents > MAX_CENTS) return fail(`${label} is too large`);
      return cents;
    });
}

/** A row id as the database stores it (int4); anything else can't exist. */
export const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A whole number >= 0, e.g. stock counts. */
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`);

/** '' or null clears an optional text. */
/** An uploaded image (`/media/{id}`, POST /api/uploads/product-image) or an https:// address; '' or null: none. */
const optionalImage = optionalImageAddressSchema(
  'Image must be an uploaded image or an https:// image address',
  'Image address must be at most 2000 characters',
  2000,
);

const optionalMoney = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), moneyInput(label).nullable()).optional();

// No defaults here: a PUT must leave absent fields alone (the create schema adds them).
const productFields = {
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(255, 'Product name must be at most 255 characters'),
  description: optionalText(5000, 'Description must be at most 5000 characters'),
  sku: optionalText(100, 'SKU must be at most 100 characters'),
  price: moneyInput('Price'),
  /** Null when empty (spec §5). */
  costPrice: optionalMoney('Cost price'),
  stockQuantity: count('Stock quantity'),
  lowStockThreshold: count('Low stock threshold'),
  categoryId: rowId('Category not found').nullable(),
  isActive: z.boolean(),
  imageUrl: optionalImage,
  barcode: optionalText(100, 'Barcode must be at most 100 characters'),
  dimensions: optionalText(100, 'Dimensions must be at most 100 characters'),
  /** Shipping weight, any unit the business uses; null when empty. */
  weight: z
    .number({ error: 'Weight must be a number' })
    .min(0, 'Weight cannot be negative')
    .max(9_999_999, 'Weight is too large')
    .nullable(),
  tags: z
    .array(
      z
        .string({ error: 'Each tag must be text' })
        .trim()
        .min(1, 'A tag cannot be empty')
        .max(50, 'Each tag must be at most 50 characters'),
      { error: 'Tags must be a list' },
    )
    .max(30, 'At most 30 tags'),
};

export const createProductSchema = z
  .object({
    ...productFields,
    stockQuantity: productFields.stockQuantity.default(0),
    lowStockThreshold: productFields.lowStockThreshold.default(5),
    categoryId: productFields.categoryId.optional(),
    weight: productFields.weight.optional(),
    isActive: productFields.isActive.default(true),
    tags: productFields.tags.default([]),
  })
  .strict();
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/**
 * PUT /api/products/{id}: any subset. A changed stockQuantity is recorded as an adjustment inventory
 * transaction (reason `adjustmentReason`, else 'Stock edited'). With `expectedStockQuantity` (the count the
 * editor saw), a count that moved meanwhile (a sale, a refund) answers 409 instead of overwriting it.
 */
export const updateProductSchema = z
  .object({
    ...productFields,
    adjustmentReason: optionalText(500, 'Reason must be at most 500 characters'),
    expectedStockQuantity: count('Expected stock quantity'),
  })
  .partial()
  .strict();
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

const CATEGORY_FILTER = 'Category must be a category id';

/** GET /api/products query. search matches name or SKU (case-insensitive, contains). */
export const listProductsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: z.coerce
    .number({ error: CATEGORY_FILTER })
    .int(CATEGORY_FILTER)
    .positive(CATEGORY_FILTER)
    .max(MAX_ID, CATEGORY_FILTER)
    .optional(),
  /** Deactivated products are left out unless true. */
  includeInactive: flag,
  /** POS: only products with stock above 0. */
  inStock: flag,
  /** Only stockQuantity <= lowStockThreshold. */
  lowStock: flag,
});
export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;

export const productItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    sku: z.string().nullable(),
    price: z.string().describe('Decimal string, e.g. "24.00"'),
    costPrice: z.string().nullable().describe('Decimal string, or null'),
    stockQuantity: z.number().int(),
    lowStockThreshold: z.number().int(),
    /** stockQuantity <= lowStockThreshold (spec §9). */
    isLowStock: z.boolean().describe('stockQuantity <= lowStockThreshold'),
    categoryId: z.number().int().nullable(),
    category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    isActive: z.boolean(),
    imageUrl: z.string().nullable(),
    barcode: z.string().nullable(),
    dimensions: z.string().nullable(),
    weight: z.number().nullable(),
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type ProductItem = z.infer<typeof productItemSchema>;

/** GET /api/products/stats: the Products cards, active products only. */
export const productStatsSchema = z.object({
  totalProducts: z.number().int(),
  lowStockItems: z.number().int(),
  /** Sum of price x stock, decimal string. */
  totalValue: z.string().describe('Sum of price x stock, decimal string'),
  categories: z.number().int(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

/** DELETE /api/products/{id}: a product that sales reference is deactivated instead. */
export const deleteProductResultSchema = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ deactivated: z.literal(true) }),
]);
export type DeleteProductResult = z.infer<typeof deleteProductResultSchema>;

export const skuTaken = (sku: string) => `A product with SKU "${sku}" already exists`;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const notEnoughStock = (name: string, available: number) =>
  `Not enough stock of "${name}": ${available} left`;

// Categories

const categoryFields = {
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(100, 'Category name must be at most 100 characters'),
  description: optionalText(1000, 'Description must be at most 1000 characters'),
};
export const createCategorySchema = z.object(categoryFields).strict();
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export const updateCategorySchema = z.object(categoryFields).partial().strict();
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

export const categoryTaken = (name: string) => `A category named "${name}" already exists`;

/** GET /api/categories item. Deleting a category leaves its products uncategorized. */
export const categoryItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    /** Active products in it. */
    productCount: z.number().int().describe('Active products in it'),
    createdAt: z.string(),
  })
  .meta({ id: 'Category' });
export type CategoryItem = z.infer<typeof categoryItemSchema>;

// Inventory

export const inventoryTransactionTypes = ['restock', 'adjustment', 'sale', 'refund'] as const;
export type InventoryTransactionType = (typeof inventoryTransactionTypes)[number];

export const RESTOCK_MIN = 'Restock quantity must be at least 1';
export const ADJUSTMENT_NOT_ZERO = 'Adjustment cannot be 0';
export const REASON_REQUIRED = 'Reason is required';

/**
 * POST /api/products/{id}/inventory. restock: quantity >= 1 added. adjustment: a signed change
 * (-3 removes 3), reason required. Going below 0 answers 409 notEnoughStock.
 */
export const inventoryMoveSchema = z
  .object({
    type: z.enum(['restock', 'adjustment'], { error: 'Type must be restock or adjustment' }),
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(-1_000_000, 'Quantity is too large')
      .max(1_000_000, 'Quantity is too large'),
    reason: optionalText(500, 'Reason must be at most 500 characters'),
    notes: optionalText(2000, 'Notes must be at most 2000 characters'),
  })
  .strict()
  .superRefine((move, ctx) => {
    if (move.type === 'restock' && move.quantity < 1)
      ctx.addIssue({ code: 'custom', message: RESTOCK_MIN, path: ['quantity'] });
    if (move.type === 'adjustment' && move.quantity === 0)
      ctx.addIssue({ code: 'custom', message: ADJUSTMENT_NOT_ZERO, path: ['quantity'] });
    if (move.type === 'adjustment' && !move.reason)
      ctx.addIssue({ code: 'custom', message: REASON_REQUIRED, path: ['reason'] });
  });
export type InventoryMoveInput = z.input<typeof inventoryMoveSchema>;
export type InventoryMove = z.output<typeof inventoryMoveSchema>;

/** GET /api/products/{id}/inventory item, newest first. quantity is signed (a sale of 2 is -2). */
export const inventoryTransactionItemSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    transactionType: z.enum(inventoryTransactionTypes),
    quantity: z.number().int().describe('Signed: a sale of 2 is -2'),
    /** Stock right after this move. */
    stockAfter: z.number().int().describe('Stock right after this move'),
    reason: z.string().nullable(),
    notes: z.string().nullable(),
    saleId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InventoryTransaction' });
export type InventoryTransactionItem = z.infer<typeof inventoryTransactionItemSchema>;

/** POST /api/products/{id}/inventory answer. */
export const inventoryMoveResultSchema = z.object({
  product: productItemSchema,
  transaction: inventoryTransactionItemSchema,
});
export type InventoryMoveResult = z.infer<typeof inventoryMoveResultSchema>;
