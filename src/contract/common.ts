import { z } from 'zod';

/** The largest integer an int4 column holds (2^31 - 1). */
export const MAX_INT4 = 2_147_483_647;

/** The largest row id the database stores (ids are int4): a larger one can't name a row. */
export const MAX_ID = MAX_INT4;

/** A numeric id in a URL; anything else is a 404 rather than a 400, as for a missing row. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/**
 * A real calendar day 'YYYY-MM-DD' named `label` in its messages (reports, time entries, pay periods):
 * "From must be a date (YYYY-MM-DD)", "From must be a real date". `missing` is the message when it's absent.
 */
export const calendarDate = (label: string, missing = `${label} must be a date (YYYY-MM-DD)`) =>
  z
    .string({ error: missing })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`)
    // The same years as the scheduling dates (availability.ts isIsoDate): a day after 9999-12-31 is no date.
    .refine((v) => v >= '1900-01-01' && v <= '2999-12-31', `${label} must be between 1900 and 2999`);

/** Required text named `label` in its messages: 'Subject is required', 'Subject must be at most 150 characters'. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Optional free text up to `max` characters (`tooLong` says so, else zod's message), trimmed; '' or null
 * clears it: the answer is null, never ''. (public-forms.ts writes the same with zod/mini, for the public
 * page's bundle.)
 */
export const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An optional description (offers, campaigns, flows): up to 500 characters, '' or null clears it. */
export const optionalDescription = z
  .string()
  .trim()
  .max(500, 'Description must be at most 500 characters')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** A number of days for an audience or a trigger: 'Days must be at least 1'. */
export const dayCount = z
  .number({ error: 'Days must be a whole number' })
  .int('Days must be a whole number')
  .min(1, 'Days must be at least 1')
  .max(3650, 'Days must be at most 3650');

/** A field's message, as 400 answers list them. */
export type FieldError = { path: string; message: string };

/** Reports rule errors (paths like 'flowSteps.1.value') as zod issues, for a schema's superRefine. */
export function addRuleIssues(ctx: z.RefinementCtx, errors: FieldError[]) {
  for (const { path, message } of errors)
    ctx.addIssue({
      code: 'custom',
      path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    });
}

/** Whole days from one calendar day to another ('2027-03-01' to '2027-03-31' is 30). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const RANGE_ORDER = 'End date must be on or after start date';
export const MAX_RANGE_DAYS = 366;
export const RANGE_TOO_LONG = `Pick a range of at most ${MAX_RANGE_DAYS} days`;

/**
 * A query's startDate and endDate, when both are there: in order and at most a year apart, so no call asks
 * the database for centuries of rows (issue 32). Invalid dates are left to their own fields' messages.
 */
export function checkDateRange(query: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  const { startDate, endDate } = query;
  if (!startDate || !endDate) return;
  const days = daysBetween(startDate, endDate);
  if (Number.isNaN(days)) return;
  if (days < 0) ctx.addIssue({ code: 'custom', message: RANGE_ORDER, path: ['endDate'] });
  else if (days >= MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: RANGE_TOO_LONG, path: ['endDate'] });
}
