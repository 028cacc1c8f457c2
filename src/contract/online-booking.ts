import { z } from 'zod';

/** Why an active staff member can't be booked on the booking page (GET /api/staff/online-booking). */
export const NOT_BOOKABLE_REASONS = {
  noHours: 'No working hours: set them in Availability',
  noServices: 'Offers no service: add them to a service in Services',
} as const;
export type NotBookableReason = keyof typeof NOT_BOOKABLE_REASONS;

export const notBookableStaffSchema = z
  .object({
    staffId: z.number().int(),
    name: z.string(),
    reasons: z.array(
      z.enum(Object.keys(NOT_BOOKABLE_REASONS) as [NotBookableReason, ...NotBookableReason[]]),
    ),
  })
  .meta({ id: 'NotBookableStaff' });
export type NotBookableStaff = z.infer<typeof notBookableStaffSchema>;
