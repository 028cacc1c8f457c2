import { z } from 'zod';
import { isoDate, timeOfDay } from './availability';
import { checkDateRange, MAX_ID } from './common';
import { optionalPhoneNumber } from './phone';

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const SLOT_TAKEN = 'This time slot is no longer available';
/** `allowPast`, or a new booking as completed or no-show, without `appointments.recordPast`. */
export const RECORD_PAST_REFUSED =
  'Only managers can record past appointments or book one as completed or no-show.';
/** Statuses that say a visit already happened (or didn't): a new booking starts in one only with recordPast. */
export const RECORDED_STATUSES: readonly AppointmentStatus[] = ['completed', 'no_show'];
export const CHOOSE_LOCATION = 'Please choose a location';
export const SERVICE_NOT_HERE = 'This service isn’t offered at this location';
export const SERVICE_NOT_FOUND = 'Service not found';
export const MONTHLY_LIMIT_REACHED = "You've reached your monthly appointment limit.";
export const PAST_TIME = 'Please choose a time in the future';
export const STAFF_DOES_NOT_OFFER = "This staff member doesn't offer this service";
/** A move or new length into time the staff member doesn't work: saved only with `override: true` (409). */
export const OUTSIDE_WORKING_HOURS = "This time is outside the staff member's working hours.";
/** A move or new length onto blocked time (a break, time off): saved only with `override: true` (409). */
export const BLOCKED_TIME = 'This time is blocked on the staff member’s calendar.';
/** The 409s a member may answer with "save it anyway": each is saved with `override: true` and audited. */
export const OVERRIDABLE_CONFLICTS: readonly string[] = [OUTSIDE_WORKING_HOURS, BLOCKED_TIME];

/** The largest id a PostgreSQL integer column holds; a bigger one names nothing. */

const optionalStaffId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, 'Staff member not found')
  .nullable()
  .optional();

/**
 * Staff record an appointment that already happened (a walk-in entered afterwards) by saying so: without
 * `allowPast: true` a start in the past is refused with PAST_TIME, as on the public page.
 */
const allowPast = z
  .boolean()
  .describe(
    'true to record an appointment whose start is already past (managers and up: 403 otherwise); without it a past start answers 400',
  );

/** Fields every booking form sends (spec §5, dashboard and public wording). */
export const bookingFields = {
  clientName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(255),
  clientEmail: z
    .email('Valid email is required')
    .max(255)
    .transform((value) => value.trim().toLowerCase()),
  clientPhone: optionalPhoneNumber,
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .int('Please select a service')
    .positive('Please select a service')
    .max(MAX_ID, SERVICE_NOT_FOUND),
  date: isoDate('Please select a date'),
  startTime: timeOfDay('Please select a time'),
  notes: z.string().trim().max(2000).nullable().optional(),
  sendReminder: z.boolean().default(true),
  /** Absent: the server assigns a free staff member who performs the service. */
  staffId: optionalStaffId,
  /** Where: required when the business has more than one active location, else its one location. */
  locationId: z.coerce
    .number({ error: 'Please choose a location' })
    .int('Location not found')
    .positive('Location not found')
    .max(MAX_ID, 'Location not found')
    .nullable()
    .optional(),
};

export const MAX_VISIT_SERVICES = 5;
export const VISIT_SERVICES_MAX = `A visit can have at most ${MAX_VISIT_SERVICES} services`;

/** A further service of the same visit: booked right after the one before, with the named staff member or anyone. */
export const visitServiceSchema = z
  .object({
    serviceId: bookingFields.serviceId,
    staffId: optionalStaffId.describe('Absent or null: anyone free who performs the service'),
  })
  .strict();
export type VisitService = z.output<typeof visitServiceSchema>;

export const createAppointmentSchema = z
  .object({
    ...bookingFields,
    additionalServices: z
      .array(visitServiceSchema, { error: 'Additional services must be a list' })
      .max(MAX_VISIT_SERVICES - 1, VISIT_SERVICES_MAX)
      .optional()
      .describe(
        'More services in the same visit, each booked right after the one before (its cleanup and the next setup between them when the same staff member does both); the visit is one booking: all or none, confirmed, moved and cancelled together',
      ),
    /** Ignored: the server computes the end from the service's duration. */
    endTime: z.string().nullable().optional(),
    status: z
      .enum(appointmentStatuses, { error: 'Invalid status' })
      .default('pending')
      .describe('completed or no_show only for managers and up (403 otherwise)'),
    allowPast: allowPast.default(false),
  })
  .strict();
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;
export type CreateAppointment = z.output<typeof createAppointmentSchema>;

export const LENGTH_RANGE = 'Length must be between 5 minutes and 12 hours, in 5-minute steps';

/**
 * { status } and/or notes, a move { date, startTime, staffId? } (the appointment keeps its length), a new
 * length { durationMinutes } (the calendar's resize), or a move and a length at once.
 */
export const updateAppointmentSchema = z
  .object({
    status: z.enum(appointmentStatuses, { error: 'Invalid status' }).optional(),
    date: isoDate('Please select a date').optional(),
    startTime: timeOfDay('Please select a time').optional(),
    staffId: optionalStaffId,
    durationMinutes: z
      .number({ error: LENGTH_RANGE })
      .int(LENGTH_RANGE)
      .min(5, LENGTH_RANGE)
      .max(720, LENGTH_RANGE)
      .multipleOf(5, LENGTH_RANGE)
      .optional()
      .describe('New length in minutes; the start stays unless date and startTime move it'),
    notes: z.string().trim().max(2000).nullable().optional(),
    allowPast: allowPast.optional(),
    notifyClient: z
      .boolean()
      .optional()
      .describe(
        'true to email the client (and text them, where texts are set up) about a cancellation, a new time or a new length; unset or false, the client is not told',
      ),
    override: z
      .boolean()
      .optional()
      .describe(
        "true to save a new time or length outside the staff member's working hours or on blocked time (recorded in the activity trail); without it such a change answers 409",
      ),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.date && !value.startTime)
      ctx.addIssue({ code: 'custom', message: 'Please select a time', path: ['startTime'] });
    if (value.startTime && !value.date)
      ctx.addIssue({ code: 'custom', message: 'Please select a date', path: ['date'] });
    const { allowPast: _, notifyClient: _notify, override: _override, ...changes } = value;
    const empty = Object.values(changes).every((v) => v === undefined);
    if (empty) ctx.addIssue({ code: 'custom', message: 'Nothing to update', path: [] });
  });
export type UpdateAppointmentInput = z.input<typeof updateAppointmentSchema>;
export type UpdateAppointment = z.output<typeof updateAppointmentSchema>;

/**
 * GET /api/appointments/{id}/slots (signed in): where the appointment can move on one local day, its own
 * current time counting as free; the staff member is the appointment's unless `staffId` names another.
 */
export const appointmentSlotsQuerySchema = z.object({
  date: isoDate('Please select a date'),
  staffId: z.coerce.number().int().positive().max(MAX_ID, 'Staff member not found').optional(),
});
export type AppointmentSlotsQuery = z.output<typeof appointmentSlotsQuerySchema>;

export const listAppointmentsQuerySchema = z
  .object({
    startDate: isoDate('Start date must be YYYY-MM-DD').optional(),
    endDate: isoDate('End date must be YYYY-MM-DD').optional(),
    status: z.enum(appointmentStatuses, { error: 'Invalid status' }).optional(),
    search: z.string().trim().max(200).optional(),
    /** One staff member's appointments, or `all`; unset, the member's default (spec'd by their role). */
    staffId: z
      .union([z.literal('all'), z.coerce.number().int().positive().max(MAX_ID, 'Staff member not found')], {
        error: 'Staff must be a staff member id or all',
      })
      .optional(),
  })
  .superRefine(checkDateRange);
export type ListAppointmentsQuery = z.output<typeof listAppointmentsQuerySchema>;

export const exportAppointmentsQuerySchema = z
  .object({
    startDate: isoDate('Start date must be YYYY-MM-DD'),
    endDate: isoDate('End date must be YYYY-MM-DD'),
    format: z.enum(['ics', 'csv'], { error: 'Format must be ics or csv' }).default('ics'),
  })
  .superRefine(checkDateRange);

export const appointmentItemSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    serviceId: z.number().int(),
    staffId: z.number().int(),
    date: z.string().describe("The business's local date, 'YYYY-MM-DD'"),
    startTime: z.string().describe("Local 'HH:mm'"),
    endTime: z.string().describe("Local 'HH:mm'"),
    bufferBeforeMinutes: z
      .number()
      .int()
      .describe(
        "The service's setup buffer when booked: the staff member is busy this long before startTime",
      ),
    bufferAfterMinutes: z
      .number()
      .int()
      .describe("The service's cleanup buffer when booked: the staff member is busy this long after endTime"),
    timezone: z.string(),
    status: z.enum(appointmentStatuses),
    notes: z.string().nullable(),
    reminderSent: z.boolean(),
    sendReminder: z.boolean(),
    source: z
      .enum(['staff', 'online'])
      .describe('Who booked it: the front desk (staff) or the client on the booking page (online)'),
    createdAt: z.string().describe('ISO instant'),
    client: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    service: z.object({
      id: z.number().int(),
      name: z.string(),
      duration: z.number().int(),
      price: z.string().describe('Decimal string, e.g. "45.00"'),
      description: z.string().nullable(),
    }),
    price: z
      .string()
      .describe("What the client pays: the service's price when booked, less an offer code's discount"),
    discountAmount: z.string().describe('What an offer code took off ("0.00" without one)'),
    offerCode: z.string().nullable().describe('The offer code used when booking'),
    staff: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    locationId: z.number().int().nullable(),
    location: z
      .object({ id: z.number().int(), name: z.string(), address: z.string().nullable() })
      .nullable()
      .describe('Where it happens, for a business with locations'),
    visitId: z
      .number()
      .int()
      .nullable()
      .describe(
        'The visit it is part of: several services booked together, confirmed, moved and cancelled together; null: a single service',
      ),
    seriesId: z
      .number()
      .int()
      .nullable()
      .describe(
        'The recurring series it belongs to (GET /api/appointment-series/{seriesId}); null: a one-off',
      ),
  })
  .meta({ id: 'Appointment' });
export type AppointmentItem = z.infer<typeof appointmentItemSchema>;
