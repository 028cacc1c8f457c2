import { z } from 'zod';

/** A numeric id in a URL; anything else is a 404 rather than a 400, as for a missing row. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
    }, `${label} must be a real date`);

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
