import { z } from 'zod';

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

export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const START_BEFORE_END = 'Start time must be before end time';
export const END_AFTER_START = 'End time must be after start time';
/** Title the screen shows above either message. */
export const INVALID_TIME_RANGE = 'Invalid Time Range';

export const DEFAULT_WINDOW = { startTime: '09:00', endTime: '17:00' } as const;

/** 'HH:mm', 00:00..23:59, plus 24:00 as the end of a day. */
export const timeOfDay = (message: string) =>
  z.string({ error: message }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, message);

export const isValidTimezone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const timezoneName = z
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

export type TimezoneSettings = {
  primaryTimezone: string;
  displayTimezone: string;
  autoDetectClientTimezone: boolean;
};

const dayOfWeek = z.coerce
  .number({ error: 'Day of week is required' })
  .int()
  .min(0, 'Day of week must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'Day of week must be 0 (Sunday) to 6 (Saturday)');
const staffId = z.coerce
  .number({ error: 'Staff member is required' })
  .int()
  .positive('Staff member is required');

export const createWindowSchema = z
  .object({
    staffId,
    dayOfWeek,
    startTime: timeOfDay('Start time must be HH:mm').default(DEFAULT_WINDOW.startTime),
    endTime: timeOfDay('End time must be HH:mm').default(DEFAULT_WINDOW.endTime),
    isActive: z.boolean().default(true),
  })
  .strict()
  .refine((w) => w.startTime < w.endTime, { message: START_BEFORE_END, path: ['startTime'] });
export type CreateWindowInput = z.input<typeof createWindowSchema>;

/** Partial: the server checks the merged window; END_AFTER_START names a bad end against the stored start. */
export const updateWindowSchema = z
  .object({
    startTime: timeOfDay('Start time must be HH:mm').optional(),
    endTime: timeOfDay('End time must be HH:mm').optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((w) => !w.startTime || !w.endTime || w.startTime < w.endTime, {
    message: START_BEFORE_END,
    path: ['startTime'],
  });
export type UpdateWindowInput = z.input<typeof updateWindowSchema>;

export const copyDaySchema = z
  .object({ staffId, fromDay: dayOfWeek, toDay: dayOfWeek })
  .strict()
  .refine((c) => c.fromDay !== c.toDay, { message: 'Choose a different day to copy to', path: ['toDay'] });
export type CopyDayInput = z.input<typeof copyDaySchema>;

export const listWindowsQuerySchema = z.object({ staffId: z.coerce.number().int().positive().optional() });

export type AvailabilityWindowItem = {
  id: number;
  staffId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  timezone: string;
  isActive: boolean;
};

/** A real calendar day 'YYYY-MM-DD' (one message whatever is wrong with it). */
const isoDate = (message: string) =>
  z.string({ error: message }).refine((d) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, message);

export const createBlockedTimeSchema = z
  .object({
    date: isoDate('Please select a date'),
    startTime: timeOfDay('Start time must be HH:mm'),
    endTime: timeOfDay('End time must be HH:mm'),
    staffId: z.number().int().positive().nullable().optional(),
    reason: z.string().trim().max(255).nullable().optional(),
  })
  .strict()
  .refine((b) => b.startTime < b.endTime, { message: START_BEFORE_END, path: ['startTime'] });
export type CreateBlockedTimeInput = z.input<typeof createBlockedTimeSchema>;

export const listBlockedTimesQuerySchema = z.object({
  startDate: isoDate('Start date must be YYYY-MM-DD'),
  endDate: isoDate('End date must be YYYY-MM-DD'),
});

export type BlockedTimeItem = {
  id: number;
  /** null: the whole business. */
  staffId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  reason: string | null;
};

export { isoDate };
