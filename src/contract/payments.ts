import { z } from 'zod';
import { isoDate } from './availability';
import { checkDateRange } from './common';

/** Spec §9: the three payment methods, their labels, processing times and fees. */
export const paymentMethods = ['cash', 'card', 'check'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type PaymentMethodInfo = {
  label: string;
  processingTime: string;
  /** Percentage fee in basis points (290 = 2.9%). */
  feeBasisPoints: number;
  fixedFeeCents: number;
};

export const PAYMENT_METHODS: Record<PaymentMethod, PaymentMethodInfo> = {
  cash: { label: 'Cash', processingTime: 'Immediate', feeBasisPoints: 0, fixedFeeCents: 0 },
  card: { label: 'Credit/Debit Card', processingTime: 'Instant', feeBasisPoints: 290, fixedFeeCents: 30 },
  check: { label: 'Check', processingTime: '3-5 business days', feeBasisPoints: 0, fixedFeeCents: 0 },
};

/** Card 2.9% + $0.30 of the charged amount; cash and check are free. Charges only, never refunds. */
export function paymentFeeCents(method: PaymentMethod, amountCents: number): number {
  const info = PAYMENT_METHODS[method];
  if (amountCents <= 0 || (info.feeBasisPoints === 0 && info.fixedFeeCents === 0)) return 0;
  return Math.round((amountCents * info.feeBasisPoints) / 10_000) + info.fixedFeeCents;
}

/** Spec §4 colours: completed green, pending yellow, failed red, refunded gray (partially_refunded too). */
export const paymentStatuses = ['completed', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const PAYMENT_METHOD_MESSAGE = 'Payment method must be cash, card or check';
export const methodNotAccepted = (method: PaymentMethod) =>
  `${PAYMENT_METHODS[method].label} payments are not accepted by this business`;
export const AT_LEAST_ONE_METHOD = 'Accept at least one payment method';

/** GET /api/transactions query. */
export const listTransactionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(paymentStatuses, { error: 'Invalid status' }).optional(),
  method: z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE }).optional(),
  type: z.enum(['sale', 'refund'], { error: 'Type must be sale or refund' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type ListTransactionsQuery = z.output<typeof listTransactionsQuerySchema>;

/**
 * GET /api/transactions item: one per sale and one per refund, newest first. Money as decimal strings;
 * a refund's amount is negative. net = amount - fee.
 */
export const transactionSchema = z
  .object({
    /** 'sale_12' or 'refund_3'. */
    id: z.string().describe("'sale_12' or 'refund_3'"),
    type: z.enum(['sale', 'refund']),
    saleId: z.number().int(),
    amount: z.string().describe("Decimal string; a refund's is negative"),
    fee: z.string(),
    net: z.string().describe('amount - fee'),
    /** A sale's current paymentStatus; a refund row is 'refunded'. */
    status: z.enum(paymentStatuses).describe("A sale's current paymentStatus; a refund row is 'refunded'"),
    paymentMethod: z.enum(paymentMethods),
    paymentMethodLabel: z.string(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
    description: z.string(),
    createdAt: z.string(),
    stripePaymentIntentId: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/payments/summary: all time plus this month (business timezone), from real rows only. */
export const paymentsSummarySchema = z
  .object({
    /** Sum of sale totals (before refunds). */
    totalRevenue: z.string().describe('Sum of sale totals (before refunds)'),
    totalRefunds: z.string(),
    totalFees: z.string(),
    /** totalRevenue - totalRefunds - totalFees. */
    netRevenue: z.string().describe('totalRevenue - totalRefunds - totalFees'),
    salesCount: z.number().int(),
    refundCount: z.number().int(),
    /** totalRevenue / salesCount, "0.00" when none. */
    averageSale: z.string().describe('totalRevenue / salesCount, "0.00" when none'),
    thisMonthRevenue: z
      .string()
      .describe('Collected this local month, tax included, before refunds and fees'),
    thisMonthProductRevenue: z
      .string()
      .describe(
        "This local month's product revenue as the reports define it: paid sales less discount, tax excluded, less the tax-excluded part of refunds",
      ),
    thisMonthNet: z.string(),
    byMethod: z.array(
      z.object({
        method: z.enum(paymentMethods),
        label: z.string(),
        count: z.number().int(),
        amount: z.string(),
      }),
    ),
  })
  .meta({ id: 'PaymentsSummary' });
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/** GET /api/payments/methods and the answer of PUT. */
export const paymentMethodSettingSchema = z
  .object({
    method: z.enum(paymentMethods),
    label: z.string(),
    processingTime: z.string(),
    /** 'Free' or '2.9% + $0.30'. */
    feeDescription: z.string().describe("'Free' or '2.9% + $0.30'"),
    accepted: z.boolean(),
  })
  .meta({ id: 'PaymentMethodSetting' });
export type PaymentMethodSetting = z.infer<typeof paymentMethodSettingSchema>;

export const updatePaymentMethodsSchema = z
  .object({
    accepted: z
      .array(z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE }), { error: AT_LEAST_ONE_METHOD })
      .min(1, AT_LEAST_ONE_METHOD),
  })
  .strict();
export type UpdatePaymentMethodsInput = z.input<typeof updatePaymentMethodsSchema>;

export { RANGE_ORDER, RANGE_TOO_LONG } from './common';

/** GET /api/payments/report and /api/payments/report.csv: local dates (business timezone), inclusive. */
export const paymentsReportQuerySchema = z
  .object({
    startDate: isoDate('Start date must be YYYY-MM-DD'),
    endDate: isoDate('End date must be YYYY-MM-DD'),
  })
  .superRefine(checkDateRange);
export type PaymentsReportQuery = z.output<typeof paymentsReportQuerySchema>;

const reportFiguresFields = {
  salesCount: z.number().int(),
  refundCount: z.number().int(),
  gross: z.string(),
  refunds: z.string(),
  fees: z.string(),
  /** gross - refunds - fees */
  net: z.string().describe('gross - refunds - fees'),
};
export const reportFiguresSchema = z.object(reportFiguresFields);
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const paymentsReportSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    timezone: z.string(),
    totals: reportFiguresSchema,
    /** Every day of the range, including days without activity. */
    days: z
      .array(z.object({ ...reportFiguresFields, date: z.string() }))
      .describe('Every day of the range, including days without activity'),
    /** All three methods, including those without activity. */
    methods: z
      .array(z.object({ ...reportFiguresFields, method: z.enum(paymentMethods), label: z.string() }))
      .describe('All three methods, including those without activity'),
  })
  .meta({ id: 'PaymentsReport' });
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;
