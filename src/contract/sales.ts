import { z } from 'zod';
import { isoDate } from './availability';
import { businessContactFields } from './business';
import { checkDateRange, MAX_ID } from './common';
import { offerCodeAttempt } from './offers';
import { PAYMENT_METHOD_MESSAGE, paymentMethods, paymentStatuses } from './payments';
import { moneyInput, rowId } from './products';

/**
 * Spec §9: tax is added on top of the subtotal, by channel: the Sales screen and the POS. Each business sets
 * its own two rates (Settings → Taxes); these are a new business's (10% and 8%). Basis points: 1000 = 10%.
 */
export const saleChannels = ['sales', 'pos'] as const;
export type SaleChannel = (typeof saleChannels)[number];
export const TAX_RATE_BASIS_POINTS: Record<SaleChannel, number> = { sales: 1000, pos: 800 };

/** A business's two rates, as GET /api/business answers them. */
export type TaxRates = { salesTaxBasisPoints: number; posTaxBasisPoints: number };
export const DEFAULT_TAX_RATES: TaxRates = {
  salesTaxBasisPoints: TAX_RATE_BASIS_POINTS.sales,
  posTaxBasisPoints: TAX_RATE_BASIS_POINTS.pos,
};

/** The rate a channel charges at a business (the defaults when none is given). */
export function channelTaxRate(channel: SaleChannel, rates: TaxRates = DEFAULT_TAX_RATES): number {
  return channel === 'pos' ? rates.posTaxBasisPoints : rates.salesTaxBasisPoints;
}

/** "10%", "8.25%": a rate in basis points as people read it. */
export function formatTaxRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** "Tax (10%)": the tax line of carts, sales and receipts. */
export function taxLabel(basisPoints: number): string {
  return `Tax (${formatTaxRate(basisPoints)})`;
}

/**
 * Tax in cents on a subtotal in cents at the channel's rate, rounded half up; the server and the screens
 * use this same function.
 */
export function taxCents(channel: SaleChannel, subtotalCents: number, rates?: TaxRates): number {
  return Math.round((subtotalCents * channelTaxRate(channel, rates)) / 10_000);
}

export const NO_ITEMS = 'Please add at least one product to the sale';
export const TENDERED_TOO_LOW = 'Amount tendered is less than total';
export const TOTALS_MISMATCH = 'Sale totals do not match the current prices';
export const QUANTITY_MIN = 'Quantity must be at least 1';
export const SALE_NOT_FOUND = 'Sale not found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const priceChanged = (name: string) => `The price of "${name}" has changed`;

const saleLineInput = z
  .object({
    productId: z
      .number({ error: 'Product is required' })
      .int('Product not found')
      .positive('Product not found')
      .max(MAX_ID, 'Product not found'),
    /** Ignored: the name is taken from the product (POS omits it). */
    productName: z.string().max(255).optional(),
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(1, QUANTITY_MIN)
      .max(10_000, 'Quantity is too large'),
    /** Optional; when sent it must equal the product's price (else 400 priceChanged). */
    unitPrice: moneyInput('Unit price', { roundToCents: true }).optional(),
    /** Optional; when sent it must equal unitPrice x quantity. */
    totalPrice: moneyInput('Total price', { roundToCents: true }).optional(),
  })
  .strict();

/**
 * POST /api/sales: the spec body plus `channel` ('sales' default, 'pos' from the POS) and an optional cash
 * `amountTendered`, and an `offerCode`. The server prices every line from its products and computes subtotal,
 * discount, tax (on the subtotal less the discount) and total; any sent figure that disagrees answers 400
 * TOTALS_MISMATCH. Created sales are always completed.
 */
export const createSaleSchema = z
  .object({
    customerId: z
      .number({ error: CUSTOMER_NOT_FOUND })
      .int(CUSTOMER_NOT_FOUND)
      .positive(CUSTOMER_NOT_FOUND)
      .max(MAX_ID, CUSTOMER_NOT_FOUND)
      .nullable()
      .optional(),
    channel: z.enum(saleChannels, { error: 'Channel must be sales or pos' }).default('sales'),
    items: z
      .array(saleLineInput, { error: NO_ITEMS })
      .min(1, NO_ITEMS)
      .max(100, 'Too many lines in one sale'),
    subtotal: moneyInput('Subtotal', { roundToCents: true }).optional(),
    taxAmount: moneyInput('Tax amount', { roundToCents: true }).optional(),
    /** Optional; when sent it must equal the discount the offer code gives (0 without a code). */
    discountAmount: moneyInput('Discount amount', { roundToCents: true }).optional(),
    /** An offer code: the server computes the discount on the lines it applies to, before tax. */
    offerCode: offerCodeAttempt.optional(),
    totalAmount: moneyInput('Total amount', { roundToCents: true }).optional(),
    paymentMethod: z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE }).default('cash'),
    paymentStatus: z.literal('completed', { error: 'A new sale is always completed' }).optional(),
    /** Cash only; below the total answers 400 TENDERED_TOO_LOW. */
    amountTendered: moneyInput('Amount tendered', { roundToCents: true }).optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();
export type CreateSaleInput = z.input<typeof createSaleSchema>;
export type CreateSale = z.output<typeof createSaleSchema>;

/** GET /api/sales query. search: customer name or sale id ("12" or "#12"). Dates are local, inclusive. */
export const listSalesQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    status: z.enum(['completed', 'refunded', 'partially_refunded'], { error: 'Invalid status' }).optional(),
    startDate: isoDate('Start date must be YYYY-MM-DD').optional(),
    endDate: isoDate('End date must be YYYY-MM-DD').optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  })
  .superRefine(checkDateRange);
export type ListSalesQuery = z.output<typeof listSalesQuerySchema>;

export const saleLineSchema = z.object({
  /** Use as saleItemId in a refund. */
  id: z.number().int().describe('Use as saleItemId in a refund'),
  productId: z.number().int().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  refundedQuantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  discountAmount: z.string().describe("This line's part of the sale's discount"),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

const saleSummaryFields = {
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  subtotal: z.string(),
  taxAmount: z.string(),
  discountAmount: z.string(),
  offerCode: z.string().nullable().describe('The offer code the discount came from'),
  totalAmount: z.string(),
  /** Sum of refunds so far, "0.00" when none. */
  refundedAmount: z.string().describe('Sum of refunds so far, "0.00" when none'),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  channel: z.enum(saleChannels),
  taxRateBasisPoints: z.number().int().describe('The rate the tax was charged at, 800 = 8%'),
  notes: z.string().nullable(),
  saleDate: z.string(),
  createdAt: z.string(),
  items: z.array(saleLineSchema),
};

/** GET /api/sales item (newest first) and the base of every sale answer. */
export const saleSummarySchema = z.object(saleSummaryFields).meta({ id: 'Sale' });
export type SaleSummary = z.infer<typeof saleSummarySchema>;

export const refundItemSchema = z
  .object({
    id: z.number().int(),
    saleId: z.number().int(),
    amount: z.string(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    items: z.array(
      z.object({
        saleItemId: z.number().int(),
        productName: z.string(),
        quantity: z.number().int(),
        amount: z.string(),
      }),
    ),
  })
  .meta({ id: 'Refund' });
export type RefundItem = z.infer<typeof refundItemSchema>;

const saleDetailFields = {
  ...saleSummaryFields,
  refunds: z.array(refundItemSchema),
  business: z.object(businessContactFields),
};

/** GET /api/sales/{id}: everything a printable receipt needs. */
export const saleDetailSchema = z.object(saleDetailFields).meta({ id: 'SaleDetail' });
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** POST /api/sales answer (201). changeDue = amountTendered - total when tendered was sent. */
export const createSaleResultSchema = z
  .object({
    ...saleDetailFields,
    amountTendered: z.string().nullable(),
    changeDue: z.string().nullable().describe('amountTendered - total when tendered was sent'),
    /** True when a receipt email was queued (the customer has an email). */
    receiptEmailQueued: z
      .boolean()
      .describe('True when a receipt email was queued (the customer has an email)'),
  })
  .meta({ id: 'CreateSaleResult' });
export type CreateSaleResult = z.infer<typeof createSaleResultSchema>;

/** GET /api/sales/stats: the Sales cards; days are the business's local days; money net of refunds. */
export const salesStatsSchema = z.object({
  todaySalesCount: z.number().int(),
  todayRevenue: z.string(),
  totalSalesCount: z.number().int(),
  totalRevenue: z.string(),
  /** Today and the 6 days before. */
  weekRevenue: z.string().describe('Today and the 6 days before'),
  weekSalesCount: z.number().int(),
  /** totalRevenue / totalSalesCount, "0.00" when none. */
  averageSale: z.string().describe('totalRevenue / totalSalesCount, "0.00" when none'),
});
export type SalesStats = z.infer<typeof salesStatsSchema>;

/**
 * POST /api/sales/quote answer: what the sale would come to, computed as POST /api/sales would (the cart's
 * discount line before checkout). Nothing is written and no code use is counted.
 */
export const saleQuoteSchema = z
  .object({
    subtotal: z.string(),
    discountAmount: z.string(),
    taxRateBasisPoints: z.number().int(),
    taxAmount: z.string(),
    totalAmount: z.string(),
    offer: z
      .object({ code: z.string(), name: z.string(), description: z.string() })
      .nullable()
      .describe('The offer the code names; description like "10% off"'),
  })
  .meta({ id: 'SaleQuote' });
export type SaleQuote = z.infer<typeof saleQuoteSchema>;

// Refunds

export const ALREADY_REFUNDED = 'This sale has already been fully refunded';
export const SALE_LINE_NOT_FOUND = 'Sale line not found';
export const refundTooMany = (name: string, refundable: number) =>
  `Only ${refundable} of "${name}" can be refunded`;

/**
 * POST /api/sales/{id}/refunds. Without items: everything not yet refunded. Amounts are computed by the
 * server: each line's share of the total (tax included); the last refund settles the exact remainder.
 */
export const createRefundSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            saleItemId: rowId(SALE_LINE_NOT_FOUND),
            quantity: z
              .number({ error: 'Quantity is required' })
              .int('Quantity must be a whole number')
              .min(1, QUANTITY_MIN),
          })
          .strict(),
      )
      .min(1, 'Choose at least one item to refund')
      .optional(),
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').nullable().optional(),
  })
  .strict();
export type CreateRefundInput = z.input<typeof createRefundSchema>;
export type CreateRefund = z.output<typeof createRefundSchema>;

/** POST /api/sales/{id}/refunds answer (201). */
export const createRefundResultSchema = z.object({ refund: refundItemSchema, sale: saleDetailSchema });
export type CreateRefundResult = z.infer<typeof createRefundResultSchema>;
