import { z } from 'zod';
import { calendarDate, daysBetween, MAX_ID } from './common';

export const ALREADY_CLOCKED_IN = 'You are already clocked in';
export const NOT_CLOCKED_IN = 'You are not clocked in';
export const ALREADY_ON_BREAK = 'You are already on a break';
export const NOT_ON_BREAK = 'You are not on a break';
export const ENTRY_OVERLAPS = 'This time overlaps another entry of this staff member';
export const CLOCK_OUT_BEFORE_IN = 'Clock out must be after clock in';
export const BREAK_TOO_LONG = 'Breaks must be shorter than the time worked';
export const NO_STAFF_PROFILE = 'You have no staff profile in this business to clock in with';
export const ONLY_YOURSELF = 'You can clock only yourself in and out.';
/** Approving is a second pair of eyes: only the owner, who has nobody above them, approves their own. */
export const NO_SELF_APPROVAL = 'Someone else must approve your own time entries.';
export const ONLY_YOUR_ENTRIES = 'You can see only your own time entries.';
/** A shift still open after this many hours is flagged: someone probably forgot to clock out. */
export const MISSING_CLOCK_OUT_HOURS = 16;
/** The longest range the time entries list answers at once. */
export const MAX_LIST_DAYS = 93;

const id = z.coerce.number().int().positive().max(MAX_ID);
const notes = z.string().trim().max(500, 'Notes must be at most 500 characters').nullable().optional();
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

/** Clock in, clock out, start or end a break: oneself, or (managers) the staff member named. */
export const clockActionSchema = z
  .object({
    staffId: id.optional().describe("Someone else's (managers only); absent: the signed-in member's own"),
    locationId: id.optional().describe('Clock in: where the shift is'),
    notes,
  })
  .strict()
  .meta({ id: 'ClockAction' });
export type ClockActionInput = z.output<typeof clockActionSchema>;

const entryFields = {
  staffId: id,
  locationId: id.nullable().optional(),
  clockIn: instant('Clock in'),
  clockOut: instant('Clock out'),
  breakTime: z
    .number({ error: 'Break time must be a number of minutes' })
    .int('Break time must be whole minutes')
    .min(0, 'Break time cannot be negative')
    .max(1440, 'Break time must be at most 1440 minutes'),
  notes,
};

const spanMinutes = (e: { clockIn?: string; clockOut?: string }) =>
  e.clockIn && e.clockOut ? (Date.parse(e.clockOut) - Date.parse(e.clockIn)) / 60_000 : null;

/** A manual entry (managers): a finished shift. */
export const createTimeEntrySchema = z
  .object({ ...entryFields, breakTime: entryFields.breakTime.default(0) })
  .strict()
  .superRefine((e, ctx) => {
    const span = spanMinutes(e);
    if (span === null) return;
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['clockOut'], message: CLOCK_OUT_BEFORE_IN });
    else if (e.breakTime >= span)
      ctx.addIssue({ code: 'custom', path: ['breakTime'], message: BREAK_TOO_LONG });
  })
  .meta({ id: 'CreateTimeEntry' });
export type CreateTimeEntryInput = z.output<typeof createTimeEntrySchema>;

export const updateTimeEntrySchema = z
  .object({ ...entryFields, clockOut: entryFields.clockOut.nullable() })
  .omit({ staffId: true })
  .partial()
  .strict()
  .meta({ id: 'UpdateTimeEntry' });
export type UpdateTimeEntryInput = z.output<typeof updateTimeEntrySchema>;

/** GET /api/time-entries?staffId&from&to: local dates of clock-in, inclusive; default this week. */
export const listTimeEntriesQuerySchema = z
  .object({
    staffId: id.optional(),
    from: calendarDate('From').optional(),
    to: calendarDate('To').optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined))
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'Give both from and to' });
    if (q.from && q.to) {
      const days = daysBetween(q.from, q.to);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after from' });
      else if (days >= MAX_LIST_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A timesheet covers at most ${MAX_LIST_DAYS} days`,
        });
    }
  });
export type ListTimeEntriesQuery = z.output<typeof listTimeEntriesQuerySchema>;

export const timeEntrySchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int(),
    staffName: z.string(),
    locationId: z.number().int().nullable(),
    clockIn: z.string(),
    clockOut: z.string().nullable(),
    breakTime: z.number().int().describe('Minutes of breaks, ended ones only'),
    onBreakSince: z.string().nullable().describe('When the break in progress started'),
    totalHours: z
      .string()
      .nullable()
      .describe('(clock out − clock in − breaks) in hours, two decimals; null while open'),
    status: z.enum(['active', 'completed']),
    date: z.string().describe("The local date of clock-in, in the business's timezone"),
    notes: z.string().nullable(),
    approvedBy: z.number().int().nullable(),
    approvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TimeEntry' });
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timeEntryListSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    entries: z.array(timeEntrySchema),
    yourStaffId: z
      .number()
      .int()
      .nullable()
      .describe("The caller's own staff row (null without one): only the owner approves their own entries"),
  })
  .meta({ id: 'TimeEntryList' });
export type TimeEntryList = z.infer<typeof timeEntryListSchema>;

export const currentTimeEntrySchema = z
  .object({
    staffId: z.number().int().nullable().describe("The signed-in member's staff row; null without one"),
    entry: timeEntrySchema.nullable(),
  })
  .meta({ id: 'CurrentTimeEntry' });
export type CurrentTimeEntry = z.infer<typeof currentTimeEntrySchema>;

/** Hours to two decimals from worked minutes: 525 → "8.75". */
export function hoursOf(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2);
}
