import { z } from 'zod';
import { calendarDate, daysBetween } from './common';

export const PERIOD_APPROVED = 'This pay period is approved';
export const PERIOD_OVERLAPS = 'This pay period overlaps another';
export const CALCULATE_FIRST = 'Calculate the pay period before approving it';
export const APPROVE_FIRST = 'Approve the pay period before marking it paid';
export const ALREADY_PAID = 'This pay period is paid';
export const DEDUCTIONS_TOO_HIGH = 'Deductions cannot exceed gross pay';
export const MAX_PERIOD_DAYS = 62;

export const periodStatuses = ['draft', 'approved', 'paid'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];

const wholeHours = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .int(`${label} must be whole hours`)
    .min(1, `${label} must be between 1 and ${max}`)
    .max(max, `${label} must be between 1 and ${max}`);

/** Settings → Payroll (owner and admin); defaults: weekly overtime after 40 h at 1.5×, weeks from Sunday. */
export const payRulesSchema = z
  .object({
    weeklyOvertime: z.boolean(),
    weeklyOvertimeHours: wholeHours('Weekly overtime', 168),
    dailyOvertime: z.boolean(),
    dailyOvertimeHours: wholeHours('Daily overtime', 24),
    doubleTime: z.boolean(),
    doubleTimeHours: wholeHours('Double time', 24),
    overtimeMultiplier: z
      .number({ error: 'Overtime multiplier must be a number' })
      .min(1, 'Overtime multiplier must be between 1 and 3')
      .max(3, 'Overtime multiplier must be between 1 and 3')
      .refine(
        (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9,
        'Overtime multiplier has at most two decimals',
      ),
    workweekStart: z
      .number({ error: 'The workweek starts on a day from 0 (Sunday) to 6 (Saturday)' })
      .int()
      .min(0, 'The workweek starts on a day from 0 (Sunday) to 6 (Saturday)')
      .max(6, 'The workweek starts on a day from 0 (Sunday) to 6 (Saturday)'),
  })
  .meta({ id: 'PayRules' });
export type PayRulesInput = z.infer<typeof payRulesSchema>;

export const updatePayRulesSchema = payRulesSchema.partial().strict().meta({ id: 'UpdatePayRules' });

export const createPeriodSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be less than 100 characters'),
    startDate: calendarDate('Start date', 'Start date is required'),
    endDate: calendarDate('End date', 'End date is required'),
    payDate: calendarDate('Pay date', 'Pay date is required').nullable().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const days = daysBetween(p.startDate, p.endDate);
    if (days < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must be on or after the start date',
      });
    else if (days >= MAX_PERIOD_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A pay period covers at most ${MAX_PERIOD_DAYS} days`,
      });
    if (p.payDate && p.payDate < p.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['payDate'],
        message: 'Pay date must be on or after the start date',
      });
  })
  .meta({ id: 'CreatePayPeriod' });
export type CreatePeriodInput = z.output<typeof createPeriodSchema>;

export const updateEntrySchema = z
  .object({
    deductions: z
      .string({ error: 'Deductions must be an amount such as "25.00"' })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Deductions must be an amount of at least 0 with up to 2 decimals'),
  })
  .strict()
  .meta({ id: 'UpdatePayEntry' });

const money = (what: string) => z.string().describe(`${what}; decimal string`);

export const payEntrySchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int(),
    staffName: z.string(),
    payType: z.enum(['hourly', 'salary']).describe('Salaried staff get salary × days ÷ 365 and no overtime'),
    regularHours: z.string(),
    overtimeHours: z.string(),
    doubleTimeHours: z.string(),
    regularRate: money('Hourly rate'),
    overtimeRate: money('Hourly rate × the overtime multiplier'),
    doubleTimeRate: money('Hourly rate × 2'),
    regularPay: money('Regular hours × rate'),
    overtimePay: money('Overtime hours × overtime rate'),
    doubleTimePay: money('Double time hours × double time rate'),
    salaryPay: money("The period's share of the annual salary"),
    serviceCommission: money('Commission on the booked prices of their completed appointments'),
    productCommission: money('Commission on their paid sales, tax excluded, less refunds'),
    grossPay: money('Hours pay + salary + commissions'),
    deductions: money('Entered by the owner'),
    netPay: money('Gross pay less deductions'),
    status: z.enum(['pending', 'paid']),
    paidAt: z.string().nullable(),
    days: z
      .array(
        z.object({
          date: z.string(),
          regularHours: z.string(),
          overtimeHours: z.string(),
          doubleTimeHours: z.string(),
        }),
      )
      .describe('Hours by local day'),
  })
  .meta({ id: 'PayEntry' });
export type PayEntry = z.infer<typeof payEntrySchema>;

export const payPeriodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    payDate: z.string().nullable(),
    status: z.enum(periodStatuses),
    totalAmount: money('Sum of net pay'),
    approvedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PayPeriod' });
export type PayPeriod = z.infer<typeof payPeriodSchema>;

export const payPeriodDetailSchema = payPeriodSchema
  .extend({ timezone: z.string(), entries: z.array(payEntrySchema) })
  .meta({ id: 'PayPeriodDetail' });
export type PayPeriodDetail = z.infer<typeof payPeriodDetailSchema>;
