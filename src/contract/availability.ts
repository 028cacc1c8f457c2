import { z } from 'zod';
import { checkDateRange, MAX_ID } from './common';

/** The 15 timezones the Timezone screen offers (spec §9). */
export const timezoneOptions = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Australia/Sydney',
] as const;

export const START_BEFORE_END = 'Start time must be before end time';
export const END_AFTER_START = 'End time must be after start time';
/** Title the screen shows above either message. */
export const INVALID_TIME_RANGE = 'Invalid Time Range';

export const DEFAULT_WINDOW = { startTime: '09:00', endTime: '17:00' } as const;

/** A time of day, 'HH:mm' from 00:00 to 23:59: every start, and every booking. */
/** 'HH:mm', 00:00..23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeOfDay = (message: string) => z.string({ error: message }).regex(TIME_OF_DAY, message);

/** The end of an availability window or blocked time: 00:00..23:59, or 24:00 for "until the day ends". */
export const endTimeOfDay = (message: string) =>
  z.string({ error: message }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, message);

export const isValidTimezone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const timezoneName = z
  .string({ error: 'Timezone is required' })
  .min(1, 'Timezone is required')
  .max(64)
  .refine(isValidTimezone, 'Unknown timezone');

export const updateTimezoneSchema = z
  .object({
    primaryTimezone: timezoneName,
    displayTimezone: timezoneName.optional(),
    autoDetectClientTimezone: z.boolean().optional(),
  })
  .strict();
export type UpdateTimezoneInput = z.input<typeof updateTimezoneSchema>;

export const timezoneSettingsSchema = z
  .object({
    primaryTimezone: z.string(),
    displayTimezone: z.string(),
    autoDetectClientTimezone: z.boolean(),
  })
  .meta({ id: 'TimezoneSettings' });
export type TimezoneSettings = z.infer<typeof timezoneSettingsSchema>;

const dayOfWeek = z.coerce
  .number({ error: 'Day of week is required' })
  .int()
  .min(0, 'Day of week must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'Day of week must be 0 (Sunday) to 6 (Saturday)');
/** The largest id a PostgreSQL integer column holds; a bigger one names nothing. */

const staffId = z.coerce
  .number({ error: 'Staff member is required' })
  .int()
  .positive('Staff member is required')
  .max(MAX_ID, 'Staff member not found');

export const createWindowSchema = z
  .object({
    staffId,
    dayOfWeek,
    startTime: timeOfDay('Start time must be HH:mm').default(DEFAULT_WINDOW.startTime),
    endTime: endTimeOfDay('End time must be HH:mm').default(DEFAULT_WINDOW.endTime),
    isActive: z.boolean().default(true),
  })
  .strict()
  .refine((w) => w.startTime < w.endTime, { message: START_BEFORE_END, path: ['startTime'] });
export type CreateWindowInput = z.input<typeof createWindowSchema>;

/** Partial: the server checks the merged window; END_AFTER_START names a bad end against the stored start. */
export const updateWindowSchema = z
  .object({
    startTime: timeOfDay('Start time must be HH:mm').optional(),
    endTime: endTimeOfDay('End time must be HH:mm').optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((w) => !w.startTime || !w.endTime || w.startTime < w.endTime, {
    message: START_BEFORE_END,
    path: ['startTime'],
  });
export type UpdateWindowInput = z.input<typeof updateWindowSchema>;

/** Monday to Friday: what "Copy to all weekdays" copies onto (but the day copied from). */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** One day's windows onto another day (`toDay`), or onto several at once (`toDays`, e.g. every weekday). */
export const copyDaySchema = z
  .object({
    staffId,
    fromDay: dayOfWeek,
    toDay: dayOfWeek.optional(),
    toDays: z.array(dayOfWeek).min(1, 'Choose a day to copy to').max(6).optional(),
  })
  .strict()
  .refine((c) => (c.toDay === undefined) !== (c.toDays === undefined), {
    message: 'Choose a day to copy to',
    path: ['toDay'],
  })
  .refine((c) => c.fromDay !== c.toDay && !c.toDays?.includes(c.fromDay), {
    message: 'Choose a different day to copy to',
    path: ['toDay'],
  });
export type CopyDayInput = z.input<typeof copyDaySchema>;

export const listWindowsQuerySchema = z.object({
  staffId: z.coerce.number().int().positive().max(MAX_ID, 'Staff member not found').optional(),
});

export const availabilityWindowItemSchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int(),
    dayOfWeek: z.number().int().describe('0 (Sunday) to 6 (Saturday)'),
    startTime: z.string().describe("'HH:mm'"),
    endTime: z.string().describe("'HH:mm'"),
    timezone: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'AvailabilityWindow' });
export type AvailabilityWindowItem = z.infer<typeof availabilityWindowItemSchema>;

/**
 * A real calendar day 'YYYY-MM-DD' of the years 1900 to 2999 (one message whatever is wrong with it): a year
 * outside those names no appointment, and the date arithmetic (the day after 9999-12-31, two-digit years in
 * Date) would go wrong on it.
 */
/** A real calendar day written 'YYYY-MM-DD' (1900-2999). */
export function isIsoDate(d: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(d)) return false;
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
}

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

export const createBlockedTimeSchema = z
  .object({
    date: isoDate('Please select a date'),
    startTime: timeOfDay('Start time must be HH:mm'),
    endTime: endTimeOfDay('End time must be HH:mm'),
    staffId: z.number().int().positive().max(MAX_ID, 'Staff member not found').nullable().optional(),
    reason: z.string().trim().max(255).nullable().optional(),
  })
  .strict()
  .refine((b) => b.startTime < b.endTime, { message: START_BEFORE_END, path: ['startTime'] });
export type CreateBlockedTimeInput = z.input<typeof createBlockedTimeSchema>;

export const listBlockedTimesQuerySchema = z
  .object({
    startDate: isoDate('Start date must be YYYY-MM-DD'),
    endDate: isoDate('End date must be YYYY-MM-DD'),
  })
  .superRefine(checkDateRange);

export const blockedTimeItemSchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int().nullable().describe('null: the whole business'),
    date: z.string().describe("The business's local date, 'YYYY-MM-DD'"),
    startTime: z.string().describe("'HH:mm'"),
    endTime: z.string().describe("'HH:mm', '24:00' for the end of the day"),
    startsAt: z.string().describe('ISO instant'),
    endsAt: z.string().describe('ISO instant'),
    reason: z.string().nullable(),
  })
  .meta({ id: 'BlockedTime' });
export type BlockedTimeItem = z.infer<typeof blockedTimeItemSchema>;

export { isoDate };
