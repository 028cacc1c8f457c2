import { z } from 'zod';
import { isoDate } from './availability';

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
export type Transaction = {
  /** 'sale_12' or 'refund_3'. */
  id: string;
  type: 'sale' | 'refund';
  saleId: number;
  amount: string;
  fee: string;
  net: string;
  /** A sale's current paymentStatus; a refund row is 'refunded'. */
  status: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: string;
  customerName: string | null;
  customerEmail: string | null;
  description: string;
  createdAt: string;
  stripePaymentIntentId: string | null;
};

/** GET /api/payments/summary: all time plus this month (business timezone), from real rows only. */
export type PaymentsSummary = {
  /** Sum of sale totals (before refunds). */
  totalRevenue: string;
  totalRefunds: string;
  totalFees: string;
  /** totalRevenue - totalRefunds - totalFees. */
  netRevenue: string;
  salesCount: number;
  refundCount: number;
  /** totalRevenue / salesCount, "0.00" when none. */
  averageSale: string;
  thisMonthRevenue: string;
  thisMonthNet: string;
  byMethod: { method: PaymentMethod; label: string; count: number; amount: string }[];
};

/** GET /api/payments/methods and the answer of PUT. */
export type PaymentMethodSetting = {
  method: PaymentMethod;
  label: string;
  processingTime: string;
  /** 'Free' or '2.9% + $0.30'. */
  feeDescription: string;
  accepted: boolean;
};

export const updatePaymentMethodsSchema = z
  .object({
    accepted: z
      .array(z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE }), { error: AT_LEAST_ONE_METHOD })
      .min(1, AT_LEAST_ONE_METHOD),
  })
  .strict();
export type UpdatePaymentMethodsInput = z.input<typeof updatePaymentMethodsSchema>;

export const RANGE_ORDER = 'End date must be on or after start date';
export const RANGE_TOO_LONG = 'Pick a range of at most 366 days';

/** GET /api/payments/report and /api/payments/report.csv: local dates (business timezone), inclusive. */
export const paymentsReportQuerySchema = z
  .object({
    startDate: isoDate('Start date must be YYYY-MM-DD'),
    endDate: isoDate('End date must be YYYY-MM-DD'),
  })
  .refine((q) => q.startDate <= q.endDate, { message: RANGE_ORDER, path: ['endDate'] })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 365 * 86_400_000, {
    message: RANGE_TOO_LONG,
    path: ['endDate'],
  });
export type PaymentsReportQuery = z.output<typeof paymentsReportQuerySchema>;

export type ReportFigures = {
  salesCount: number;
  refundCount: number;
  gross: string;
  refunds: string;
  fees: string;
  /** gross - refunds - fees */
  net: string;
};

export type PaymentsReport = {
  startDate: string;
  endDate: string;
  timezone: string;
  totals: ReportFigures;
  /** Every day of the range, including days without activity. */
  days: (ReportFigures & { date: string })[];
  /** All three methods, including those without activity. */
  methods: (ReportFigures & { method: PaymentMethod; label: string })[];
};

/** Who may change products, stock and the accepted payment methods. */
export const COMMERCE_MANAGERS = ['owner', 'admin', 'manager'] as const;
