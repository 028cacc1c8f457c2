import { z } from 'zod';
import { calendarDate, daysBetween } from './common';

/** Spec §9: the report periods; Last 30 days is the default. */
export const reportPeriods = [
  '7d',
  '30d',
  '3m',
  '6m',
  '1y',
  'thisMonth',
  'lastMonth',
  'lastCalendarYear',
] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const DEFAULT_PERIOD: ReportPeriod = '30d';
/** The spec's five rolling periods, then whole calendar periods (issue 33). */
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '3m': 'Last 3 months',
  '6m': 'Last 6 months',
  '1y': 'Last year',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  lastCalendarYear: 'Last calendar year',
};
/** A custom range covers at most this many days (two years and a leap day). */
export const MAX_RANGE_DAYS = 731;

export const reportTypes = ['overview', 'services', 'staff', 'inventory'] as const;
export type ReportType = (typeof reportTypes)[number];

export const NO_DATA = 'No data for this period';

/** `?from&to` (local dates, inclusive) or `?period`; neither: Last 30 days. */
export const reportRangeQuerySchema = z
  .object({
    period: z.enum(reportPeriods, { error: `Period must be one of ${reportPeriods.join(', ')}` }).optional(),
    from: calendarDate('From').optional(),
    to: calendarDate('To').optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'Give both from and to' });
      return;
    }
    if (q.from && q.to && q.period) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Give a period or from and to, not both' });
    }
    if (q.from && q.to) {
      const days = daysBetween(q.from, q.to);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after from' });
      else if (days >= MAX_RANGE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most two years' });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const money = (what: string) => z.string().describe(`${what}; a decimal string such as "1234.50"`);
const rate = (what: string) => z.number().min(0).max(1).describe(`${what}; between 0 and 1`);

/**
 * The one definition of each figure (dashboard, payments and reports read it from `modules/reports/figures.ts`).
 * Ranges are local dates of the business, inclusive. The web shows each description as the card's tooltip.
 */
export const KPI_DEFINITIONS = {
  totalRevenue: 'Service revenue plus product revenue.',
  serviceRevenue: 'The booked prices of completed appointments dated in the period.',
  productRevenue:
    'Paid sales in the period: subtotal less discount, tax excluded, less the tax-excluded part of refunds given in the period.',
  appointments: 'Appointments dated in the period, whatever their status.',
  completedAppointments: 'Appointments in the period marked completed.',
  cancelledAppointments: 'Appointments in the period marked cancelled.',
  noShows: 'Appointments in the period marked no-show.',
  noShowRate: 'No-shows divided by the appointments that were not cancelled.',
  newClients: 'Clients added in the period.',
  returningClients: 'Clients with a completed appointment in the period and a completed one before it.',
  averageTicket: 'Total revenue divided by completed appointments plus sales; 0 when there are none.',
  utilization:
    "Booked minutes of appointments that were not cancelled, divided by the team's available minutes (weekly hours less blocked time).",
} as const;
export type KpiKey = keyof typeof KPI_DEFINITIONS;

export const kpisSchema = z
  .object({
    totalRevenue: money(KPI_DEFINITIONS.totalRevenue),
    serviceRevenue: money(KPI_DEFINITIONS.serviceRevenue),
    productRevenue: money(KPI_DEFINITIONS.productRevenue),
    appointments: z.number().int().describe(KPI_DEFINITIONS.appointments),
    completedAppointments: z.number().int().describe(KPI_DEFINITIONS.completedAppointments),
    cancelledAppointments: z.number().int().describe(KPI_DEFINITIONS.cancelledAppointments),
    noShows: z.number().int().describe(KPI_DEFINITIONS.noShows),
    noShowRate: rate(KPI_DEFINITIONS.noShowRate),
    newClients: z.number().int().describe(KPI_DEFINITIONS.newClients),
    returningClients: z.number().int().describe(KPI_DEFINITIONS.returningClients),
    averageTicket: money(KPI_DEFINITIONS.averageTicket),
    utilization: rate(KPI_DEFINITIONS.utilization),
  })
  .meta({ id: 'ReportKpis' });
export type Kpis = z.infer<typeof kpisSchema>;

export const overviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    kpis: kpisSchema,
    previous: kpisSchema.describe('The same figures for the preceding range of equal length'),
    previousFrom: z.string(),
    previousTo: z.string(),
    series: z.array(
      z.object({
        date: z.string(),
        serviceRevenue: z.string(),
        productRevenue: z.string(),
        appointments: z.number().int(),
      }),
    ),
    byWeekday: z
      .array(z.object({ day: z.string(), appointments: z.number().int() }))
      .describe('Appointments not cancelled, Monday to Sunday'),
    byHour: z
      .array(z.object({ hour: z.number().int(), appointments: z.number().int() }))
      .describe('Appointments not cancelled by local starting hour, 0 to 23'),
    topServices: z.array(z.object({ name: z.string(), completed: z.number().int(), revenue: z.string() })),
    topProducts: z.array(z.object({ name: z.string(), unitsSold: z.number().int(), revenue: z.string() })),
  })
  .meta({ id: 'ReportOverview' });
export type ReportOverview = z.infer<typeof overviewSchema>;

const rangeFields = { from: z.string(), to: z.string(), timezone: z.string() };

export const serviceRowSchema = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  bookings: z.number().int().describe('Appointments in the period, whatever their status'),
  completed: z.number().int(),
  revenue: money('Booked prices of the completed ones'),
  cancellationRate: rate('Cancelled divided by bookings'),
  averageDuration: z.number().int().describe('Minutes, over the bookings not cancelled; 0 with none'),
});
export const servicesReportSchema = z
  .object({ ...rangeFields, rows: z.array(serviceRowSchema) })
  .meta({ id: 'ServicesReport' });
export type ServicesReport = z.infer<typeof servicesReportSchema>;

export const staffRowSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  appointments: z.number().int().describe('Not cancelled'),
  completed: z.number().int(),
  revenue: money('Booked prices of their completed appointments'),
  utilization: rate('Their booked minutes divided by their available minutes'),
  rebookingRate: rate(
    'Of their completed appointments in the period, the share whose client booked with them again afterwards',
  ),
  averageRating: z
    .number()
    .nullable()
    .describe('Average of the published reviews of their appointments written in the period; null with none'),
});
export const staffReportSchema = z
  .object({ ...rangeFields, rows: z.array(staffRowSchema) })
  .meta({ id: 'StaffReport' });
export type StaffReport = z.infer<typeof staffReportSchema>;

export const inventoryRowSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  stock: z.number().int(),
  stockValueAtCost: money('Stock times cost price (0 without a cost price)'),
  stockValueAtPrice: money('Stock times price'),
  unitsSold: z.number().int().describe('In paid sales of the period, less units refunded'),
  revenue: money('Units sold times their sale price, before sale-wide discounts, tax excluded'),
  sellThrough: rate('Units sold divided by units sold plus stock'),
  daysOfCover: z
    .number()
    .nullable()
    .describe("Days the stock lasts at the period's rate of sale; null when nothing sold"),
  lowStock: z.boolean().describe('Stock at or under its low-stock threshold'),
});
export const inventoryReportSchema = z
  .object({ ...rangeFields, rows: z.array(inventoryRowSchema) })
  .meta({ id: 'InventoryReport' });
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

/** Saved reports (spec §3 reports): a view to reopen, optionally emailed on a schedule as PDF and CSV. */
export const reportSchedules = ['weekly', 'monthly'] as const;
export type ReportSchedule = (typeof reportSchedules)[number];
export const reportScheduleLabels: Record<ReportSchedule, string> = {
  weekly: 'Weekly, Mondays (the week before)',
  monthly: 'Monthly, on the 1st (the month before)',
};
/** Scheduled reports leave at this local hour. */
export const SCHEDULE_HOUR = 7;
export const MAX_RECIPIENTS = 10;

export const REPORT_SAVED = 'Report saved';
export const REPORT_DELETED = 'Report deleted';
export const RECIPIENTS_REQUIRED = 'Add at least one recipient for a scheduled report';

export const reportParametersSchema = z.union([
  z
    .object({ period: z.enum(reportPeriods, { error: `Period must be one of ${reportPeriods.join(', ')}` }) })
    .strict(),
  z
    .object({ from: calendarDate('From'), to: calendarDate('To') })
    .strict()
    .refine((p) => p.from <= p.to, { path: ['to'], message: 'To must be on or after from' }),
]);
export type ReportParameters = z.infer<typeof reportParametersSchema>;

const savedReportFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').nullable().optional(),
  type: z.enum(reportTypes, { error: 'Type must be overview, services, staff or inventory' }),
  parameters: reportParametersSchema,
  schedule: z.enum(reportSchedules, { error: 'Schedule must be weekly or monthly' }).nullable(),
  recipients: z
    .array(z.email('Each recipient must be a valid email').max(254))
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
  isActive: z.boolean(),
};

const needsRecipients = (r: { schedule?: ReportSchedule | null; recipients?: string[] }) =>
  !r.schedule || (r.recipients?.length ?? 0) > 0;

export const createSavedReportSchema = z
  .object({
    ...savedReportFields,
    schedule: savedReportFields.schedule.default(null),
    recipients: savedReportFields.recipients.default([]),
    isActive: savedReportFields.isActive.default(true),
  })
  .strict()
  .refine(needsRecipients, { path: ['recipients'], message: RECIPIENTS_REQUIRED })
  .meta({ id: 'CreateSavedReport' });
export type CreateSavedReportInput = z.output<typeof createSavedReportSchema>;

export const updateSavedReportSchema = z
  .object(savedReportFields)
  .partial()
  .strict()
  .meta({ id: 'UpdateSavedReport' });
export type UpdateSavedReportInput = z.output<typeof updateSavedReportSchema>;

export const savedReportSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(reportTypes),
    parameters: reportParametersSchema,
    schedule: z.enum(reportSchedules).nullable(),
    recipients: z.array(z.string()),
    isActive: z.boolean(),
    lastGenerated: z.string().nullable().describe('When the schedule last emailed it'),
    nextRunAt: z.string().nullable().describe('When the schedule emails it next (active and scheduled only)'),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedReport' });
export type SavedReport = z.infer<typeof savedReportSchema>;
