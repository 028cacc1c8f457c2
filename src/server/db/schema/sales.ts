import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { clients } from './clients';
import { createdAt, instant, money } from './columns';
import { offers } from './marketing';
import { products } from './products';
import { staff } from './staff';

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    customerId: integer('customer_id').references(() => clients.id, { onDelete: 'set null' }),
    subtotal: money('subtotal').notNull(),
    taxAmount: money('tax_amount').default('0').notNull(),
    discountAmount: money('discount_amount').default('0').notNull(),
    /** The offer code the discount came from, as typed at the till (null: no discount). */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerCode: text('offer_code'),
    totalAmount: money('total_amount').notNull(),
    paymentMethod: text('payment_method').default('cash').notNull(),
    paymentStatus: text('payment_status').default('completed').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    channel: text('channel').default('sales').notNull(),
    /** The business's rate for the channel when the sale was made (receipts show it); null: the channel's default. */
    taxRateBasisPoints: integer('tax_rate_basis_points'),
    notes: text('notes'),
    /** Who made the sale (the signed-in member's staff row): their product commission. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    saleDate: instant('sale_date').defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_business_sale_date_idx').on(t.businessId, t.saleDate),
    index('sales_business_customer_idx').on(t.businessId, t.customerId),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    // Nullable so a product can be deleted; productName keeps the line readable.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    /** This line's part of the sale's discount: a refund gives back what the line was paid, not its list price. */
    discountAmount: money('discount_amount').default('0').notNull(),
    refundedQuantity: integer('refunded_quantity').default(0).notNull(),
  },
  (t) => [
    index('sale_items_sale_idx').on(t.saleId),
    index('sale_items_business_product_idx').on(t.businessId, t.productId),
    check('sale_items_quantity_check', sql`${t.quantity} > 0`),
    check('sale_items_refunded_quantity_check', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_business_created_idx').on(t.businessId, t.createdAt),
    index('refunds_sale_idx').on(t.saleId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Which lines (and how many of each) a refund returned, and the amount each line contributed. */
export const refundItems = pgTable(
  'refund_items',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    saleItemId: integer('sale_item_id')
      .notNull()
      .references(() => saleItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('refund_items_refund_idx').on(t.refundId),
    check('refund_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type Sale = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;
export type SaleItem = typeof saleItems.$inferSelect;
export type NewSaleItem = typeof saleItems.$inferInsert;
export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type RefundLine = typeof refundItems.$inferSelect;
