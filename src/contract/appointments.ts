import { z } from 'zod';
import { isoDate, timeOfDay } from './availability';

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const SLOT_TAKEN = 'This time slot is no longer available';
export const SERVICE_NOT_FOUND = 'Service not found';
export const MONTHLY_LIMIT_REACHED = "You've reached your monthly appointment limit.";
export const PAST_TIME = 'Please choose a time in the future';

const optionalId = z.coerce.number().int().positive().nullable().optional();

/** Fields every booking form sends (spec §5, dashboard and public wording). */
export const bookingFields = {
  clientName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(255),
  clientEmail: z
    .email('Valid email is required')
    .max(255)
    .transform((value) => value.trim().toLowerCase()),
  clientPhone: z.string().trim().max(50).nullable().optional(),
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .int('Please select a service')
    .positive('Please select a service'),
  date: isoDate('Please select a date'),
  startTime: timeOfDay('Please select a time'),
  notes: z.string().trim().max(2000).nullable().optional(),
  sendReminder: z.boolean().default(true),
  /** Absent: the server assigns a free staff member who performs the service. */
  staffId: optionalId,
};

export const createAppointmentSchema = z
  .object({
    ...bookingFields,
    /** Ignored: the server computes the end from the service's duration. */
    endTime: z.string().nullable().optional(),
    status: z.enum(appointmentStatuses, { error: 'Invalid status' }).default('pending'),
  })
  .strict();
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;
export type CreateAppointment = z.output<typeof createAppointmentSchema>;

/** Either { status } (and/or notes) or a reschedule { date, startTime, staffId? }. */
export const updateAppointmentSchema = z
  .object({
    status: z.enum(appointmentStatuses, { error: 'Invalid status' }).optional(),
    date: isoDate('Please select a date').optional(),
    startTime: timeOfDay('Please select a time').optional(),
    staffId: optionalId,
    notes: z.string().trim().max(2000).nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.date && !value.startTime)
      ctx.addIssue({ code: 'custom', message: 'Please select a time', path: ['startTime'] });
    if (value.startTime && !value.date)
      ctx.addIssue({ code: 'custom', message: 'Please select a date', path: ['date'] });
    const empty = Object.values(value).every((v) => v === undefined);
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
  staffId: z.coerce.number().int().positive().optional(),
});
export type AppointmentSlotsQuery = z.output<typeof appointmentSlotsQuerySchema>;

export const listAppointmentsQuerySchema = z.object({
  startDate: isoDate('Start date must be YYYY-MM-DD').optional(),
  endDate: isoDate('End date must be YYYY-MM-DD').optional(),
  status: z.enum(appointmentStatuses, { error: 'Invalid status' }).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListAppointmentsQuery = z.output<typeof listAppointmentsQuerySchema>;

export const exportAppointmentsQuerySchema = z.object({
  startDate: isoDate('Start date must be YYYY-MM-DD'),
  endDate: isoDate('End date must be YYYY-MM-DD'),
  format: z.enum(['ics', 'csv'], { error: 'Format must be ics or csv' }).default('ics'),
});

export type AppointmentItem = {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  /** The business's local date and times: 'YYYY-MM-DD', 'HH:mm'. */
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
  status: AppointmentStatus;
  notes: string | null;
  reminderSent: boolean;
  sendReminder: boolean;
  createdAt: string;
  client: { id: number; name: string; email: string | null; phone: string | null };
  service: { id: number; name: string; duration: number; price: string; description: string | null };
  staff: { id: number; firstName: string; lastName: string };
};
