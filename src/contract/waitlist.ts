import { z } from 'zod';
import { isoDate, TIME_OF_DAY } from './availability';
import { MAX_ID } from './common';
import { optionalPhoneNumber } from './phone';
import { timeFormats } from './time-format';

/** How long a freed time is held for the waitlisted client it is offered to. */
export const HOLD_MINUTES = 15;

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const ALREADY_WAITING = "You're already on the waitlist for this day";
export const DAY_HAS_TIMES = 'This day still has free times; please choose one of them';
/** Nobody who performs the service works that weekday: there is no time to wait for (issue 33). */
export const DAY_CLOSED = 'We’re closed on this day';
/** The front desk adds a client who is already waiting that day. */
export const ALREADY_WAITING_DESK = 'This client is already on the waitlist for this day';
export const HOLD_GONE = 'This held time is no longer available';
export const WAITLIST_NOT_FOUND = 'Waitlist entry not found';
/** A business whose plan lacks front_desk (decision 021): its booking page doesn't offer the waitlist. */
export const WAITLIST_NOT_OFFERED = "This business isn't taking a waitlist online";
export const WINDOW_ORDER = 'The latest start must be after the earliest';

const optionalTime = (message: string) => z.string().regex(TIME_OF_DAY, message).nullable().optional();

/** POST /api/public/businesses/{businessId}/waitlist: the client waits for a full day of a service. */
export const joinWaitlistSchema = z
  .object({
    serviceId: z.coerce
      .number({ error: 'Please select a service' })
      .int('Please select a service')
      .positive('Please select a service')
      .max(MAX_ID, 'Service not found'),
    date: isoDate('Please select a date'),
    locationId: z.coerce.number().int().positive().max(MAX_ID, 'Location not found').nullable().optional(),
    clientName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(255),
    clientEmail: z
      .email('Valid email is required')
      .max(255)
      .transform((value) => value.trim().toLowerCase()),
    clientPhone: optionalPhoneNumber,
    earliestTime: optionalTime('Please choose a time'),
    latestTime: optionalTime('Please choose a time'),
  })
  .strict()
  .refine((v) => !v.earliestTime || !v.latestTime || v.earliestTime < v.latestTime, {
    message: WINDOW_ORDER,
    path: ['latestTime'],
  });
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

const heldTimeSchema = z.object({
  date: z.string().describe("Local 'YYYY-MM-DD'"),
  startTime: z.string().describe("Local 'HH:mm'"),
  endTime: z.string().describe("Local 'HH:mm'"),
  staffName: z.string(),
  expiresAt: z.string().describe('ISO instant: the hold ends then'),
  expiresTime: z.string().describe("The same, local 'HH:mm'"),
});

/** What the client's link shows: their place, or the time held for them. */
export const waitlistStatusSchema = z
  .object({
    status: z.enum(waitlistStatuses),
    businessName: z.string(),
    serviceName: z.string(),
    date: z.string().describe("The day waited for, local 'YYYY-MM-DD'"),
    timezone: z.string(),
    timeFormat: z.enum(timeFormats).describe("How the business writes times: '12h' or '24h'"),
    earliestTime: z.string().nullable(),
    latestTime: z.string().nullable(),
    clientName: z.string(),
    hold: heldTimeSchema.nullable().describe('Set while a time is held for the client (status offered)'),
    bookingPath: z.string().describe("The business's booking page, to choose another day"),
  })
  .meta({ id: 'WaitlistStatus' });
export type WaitlistStatusView = z.infer<typeof waitlistStatusSchema>;

export const joinWaitlistResultSchema = z.object({
  token: z
    .string()
    .describe("The client's link token: /waitlist/{token} shows their place and any held time"),
  entry: waitlistStatusSchema,
});
export type JoinWaitlistResult = z.infer<typeof joinWaitlistResultSchema>;

export const bookHeldTimeResultSchema = z.object({
  appointmentId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  staffName: z.string(),
  serviceName: z.string(),
});
export type BookHeldTimeResult = z.infer<typeof bookHeldTimeResultSchema>;

export const waitlistTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/waitlist?date=: the business's waitlist of one day. */
export const listWaitlistQuerySchema = z.object({ date: isoDate('Please select a date') });

export const waitlistItemSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(waitlistStatuses),
    date: z.string(),
    clientName: z.string(),
    clientEmail: z.string(),
    clientPhone: z.string().nullable(),
    service: z.object({ id: z.number().int(), name: z.string() }),
    earliestTime: z.string().nullable(),
    latestTime: z.string().nullable(),
    hold: heldTimeSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistItem = z.infer<typeof waitlistItemSchema>;
