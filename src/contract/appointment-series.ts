import { z } from 'zod';
import { appointmentItemSchema, bookingFields } from './appointments';
import { isoDate, timeOfDay } from './availability';
import { MAX_ID } from './common';

/** A series is with one staff member: the front desk names them. */
export const CHOOSE_STAFF = 'Please choose a staff member';
export const INTERVAL_RANGE = 'Repeat every 1 to 12 weeks';
export const ONE_END = 'Choose either a number of visits or an end date';
export const MIN_VISITS = 'A series needs at least 2 visits';
export const MAX_VISITS = 'A series can have at most 52 visits';
export const UNTIL_AFTER_FIRST = 'The end date must be after the first visit';
export const UNTIL_WITHIN_YEAR = 'The end date must be within a year of the first visit';
export const DATE_NOT_IN_SERIES = 'This date is not one of the series';
export const CHOOSE_VISITS = 'Choose at least one visit to book';
export const DATE_TWICE = 'Each visit can be booked once';
export const CANCEL_OR_MOVE = 'Cancel or move, not both';

export const MAX_SERIES_VISITS = 52;

/** The largest id a PostgreSQL integer column holds; a bigger one names nothing. */

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day a year later ('2028-02-29' gives '2029-02-29', which compares as the end of February). */
const yearAfter = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

export const repeatRuleSchema = z
  .object({
    intervalWeeks: z
      .number({ error: INTERVAL_RANGE })
      .int(INTERVAL_RANGE)
      .min(1, INTERVAL_RANGE)
      .max(12, INTERVAL_RANGE)
      .describe('Every this many weeks, on the first visit’s weekday and local time'),
    occurrences: z
      .number({ error: MIN_VISITS })
      .int(MIN_VISITS)
      .min(2, MIN_VISITS)
      .max(MAX_SERIES_VISITS, MAX_VISITS)
      .optional()
      .describe('How many visits, the first included (or give untilDate)'),
    untilDate: isoDate('The end date must be YYYY-MM-DD')
      .optional()
      .describe(
        'The last local day a visit may fall on, at most a year after the first (or give occurrences)',
      ),
  })
  .strict();
export type RepeatRule = z.output<typeof repeatRuleSchema>;

/**
 * The local dates of a rule, the first included: every `intervalWeeks` weeks for `occurrences` visits, or
 * up to `untilDate` (one past the limit at most, so a rule with too many visits can say so).
 */
export function seriesDates(firstDate: string, repeat: RepeatRule): string[] {
  const dates: string[] = [];
  const limit = repeat.occurrences ?? MAX_SERIES_VISITS + 1;
  for (let date = firstDate; dates.length < limit; date = addDays(date, repeat.intervalWeeks * 7)) {
    if (repeat.untilDate && date > repeat.untilDate) break;
    dates.push(date);
  }
  return dates;
}

const staffId = z.coerce
  .number({ error: CHOOSE_STAFF })
  .int(CHOOSE_STAFF)
  .positive(CHOOSE_STAFF)
  .max(MAX_ID, 'Staff member not found');

const seriesFields = {
  clientName: bookingFields.clientName,
  clientEmail: bookingFields.clientEmail,
  clientPhone: bookingFields.clientPhone,
  serviceId: bookingFields.serviceId,
  staffId,
  locationId: bookingFields.locationId,
  date: bookingFields.date.describe("The first visit's local date, 'YYYY-MM-DD'"),
  startTime: bookingFields.startTime.describe("Every visit's local start, 'HH:mm'"),
  notes: bookingFields.notes,
  sendReminder: bookingFields.sendReminder,
  repeat: repeatRuleSchema,
};

/** One end (a count or a date), within a year and 52 visits of the first. */
function checkRule(value: { date: string; repeat: RepeatRule }, ctx: z.RefinementCtx): boolean {
  const { repeat, date } = value;
  const problem = (message: string, path: string[]) => {
    ctx.addIssue({ code: 'custom', message, path });
    return false;
  };
  if ((repeat.occurrences === undefined) === (repeat.untilDate === undefined))
    return problem(ONE_END, ['repeat']);
  if (!repeat.untilDate) return true;
  if (repeat.untilDate <= date) return problem(UNTIL_AFTER_FIRST, ['repeat', 'untilDate']);
  if (repeat.untilDate > yearAfter(date)) return problem(UNTIL_WITHIN_YEAR, ['repeat', 'untilDate']);
  if (seriesDates(date, repeat).length > MAX_SERIES_VISITS)
    return problem(MAX_VISITS, ['repeat', 'untilDate']);
  return true;
}

/** The client's details may come along (the dialog sends one shape); the preview books nothing. */
const ignoredByPreview = <T extends z.ZodType>(schema: T) =>
  schema.optional().describe('Ignored: the preview books nothing');

/** POST /api/appointment-series/preview: which of the rule's visits are free. */
export const previewSeriesSchema = z
  .object({
    ...seriesFields,
    clientName: ignoredByPreview(z.string().max(255)),
    clientEmail: ignoredByPreview(z.string().max(255)),
    clientPhone: ignoredByPreview(z.string().max(50).nullable()),
    notes: ignoredByPreview(z.string().max(2000).nullable()),
    sendReminder: ignoredByPreview(z.boolean()),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkRule(value, ctx);
  });
export type PreviewSeriesInput = z.input<typeof previewSeriesSchema>;
export type PreviewSeries = z.output<typeof previewSeriesSchema>;

/** POST /api/appointment-series: the rule and the visits the front desk confirmed. */
export const createSeriesSchema = z
  .object({
    ...seriesFields,
    dates: z
      .array(isoDate(DATE_NOT_IN_SERIES), { error: CHOOSE_VISITS })
      .min(1, CHOOSE_VISITS)
      .max(MAX_SERIES_VISITS, MAX_VISITS)
      .describe("The rule's local dates to book (those the preview showed free and the owner kept)"),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!checkRule(value, ctx)) return;
    const ofRule = new Set(seriesDates(value.date, value.repeat));
    const seen = new Set<string>();
    value.dates.forEach((date, index) => {
      if (!ofRule.has(date))
        ctx.addIssue({ code: 'custom', message: DATE_NOT_IN_SERIES, path: ['dates', index] });
      else if (seen.has(date)) ctx.addIssue({ code: 'custom', message: DATE_TWICE, path: ['dates', index] });
      seen.add(date);
    });
  });
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;
export type CreateSeries = z.output<typeof createSeriesSchema>;

export const occurrenceReasons = ['taken', 'blocked', 'past'] as const;

export const seriesOccurrenceSchema = z
  .object({
    date: z.string().describe("Local 'YYYY-MM-DD'"),
    startTime: z
      .string()
      .describe(
        "Local 'HH:mm': the rule's time (a time a DST change skips moves forward, as for any booking)",
      ),
    endTime: z.string().describe("Local 'HH:mm'"),
    free: z.boolean(),
    reason: z
      .enum(occurrenceReasons)
      .nullable()
      .describe(
        "Why it isn't free: past, blocked time of the staff member, or taken (an appointment's busy time or a waitlist hold)",
      ),
  })
  .meta({ id: 'SeriesOccurrence' });
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesPreviewSchema = z.object({ occurrences: z.array(seriesOccurrenceSchema) });
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const createdSeriesSchema = z.object({
  seriesId: z.number().int(),
  appointments: z.array(appointmentItemSchema),
});
export type CreatedSeries = z.infer<typeof createdSeriesSchema>;

/** GET /api/appointment-series/{seriesId} and the answer of a change to it: the rule and its appointments. */
export const seriesItemSchema = z
  .object({
    id: z.number().int(),
    intervalWeeks: z.number().int(),
    occurrences: z.number().int().nullable(),
    untilDate: z.string().nullable(),
    appointments: z.array(appointmentItemSchema).describe('By start, cancelled ones included'),
  })
  .meta({ id: 'AppointmentSeries' });
export type SeriesItem = z.infer<typeof seriesItemSchema>;

export const seriesParamsSchema = z.object({
  seriesId: z.coerce.number().int().positive().max(MAX_ID),
});

export const seriesFromParamsSchema = seriesParamsSchema.extend({
  appointmentId: z.coerce.number().int().positive().max(MAX_ID),
});

/**
 * "This and following": the occurrence and every later one not cancelled. A new start keeps each visit's
 * date; `status: 'cancelled'` cancels them.
 */
export const updateSeriesFromSchema = z
  .object({
    startTime: timeOfDay('Please select a time').optional(),
    staffId: staffId.optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
    status: z.literal('cancelled', { error: 'Status can only be cancelled' }).optional(),
    notifyClient: z
      .boolean()
      .optional()
      .describe(
        'true to email (and text) the client the cancelled visits or their new times, in one message',
      ),
  })
  .strict()
  .superRefine((value, ctx) => {
    const { notifyClient: _, ...changes } = value;
    if (Object.values(changes).every((v) => v === undefined))
      ctx.addIssue({ code: 'custom', message: 'Nothing to update', path: [] });
    if (value.status && (value.startTime || value.staffId))
      ctx.addIssue({ code: 'custom', message: CANCEL_OR_MOVE, path: ['status'] });
  });
export type UpdateSeriesFromInput = z.input<typeof updateSeriesFromSchema>;
export type UpdateSeriesFrom = z.output<typeof updateSeriesFromSchema>;
