import { z } from 'zod';
import { appointmentStatuses, bookingFields, SERVICE_NOT_FOUND } from './appointments';
import { isoDate } from './availability';
import { businessContactFields, publicBrandingSchema } from './business';
import { MAX_ID } from './common';
import { publicLocationSchema } from './locations';
import { offerCodeAttempt } from './offers';
import { timeFormats } from './time-format';

/** The largest id a PostgreSQL integer column holds; a bigger one names nothing. */

/** The booking form, plus an optional offer code (checked first with GET .../offers/{code}). */
export const publicBookingSchema = z
  .object({
    ...bookingFields,
    offerCode: offerCodeAttempt
      .optional()
      .describe('An offer code; the appointment keeps the discounted price'),
    /** The unticked "email me news and offers" box: only a tick records consent; leaving it unticked changes nothing. */
    marketingOptIn: z.boolean().optional().describe('Ticked: the client agrees to marketing email'),
  })
  .strict();
export type PublicBookingInput = z.input<typeof publicBookingSchema>;
export type PublicBooking = z.output<typeof publicBookingSchema>;

export const slotsQuerySchema = z.object({
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .int('Please select a service')
    .positive('Please select a service')
    .max(MAX_ID, SERVICE_NOT_FOUND),
  date: isoDate('Please select a date'),
  staffId: z.coerce.number().int().positive().max(MAX_ID, 'Staff member not found').optional(),
  /** At a business with locations: that location's staff, services and time. */
  locationId: z.coerce.number().int().positive().max(MAX_ID, 'Location not found').optional(),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export const slotSchema = z.object({
  startTime: z.string().describe("Local 'HH:mm'"),
  endTime: z.string().describe("Local 'HH:mm'"),
  staffIds: z.array(z.number().int()).describe('Staff free at this time'),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z
  .object({
    date: z.string().describe("The local day asked for, 'YYYY-MM-DD'"),
    timezone: z.string(),
    slots: z.array(slotSchema),
    closed: z
      .literal(true)
      .optional()
      .describe(
        'Present on the booking page when nobody who performs the service works that day: the day offers no waitlist',
      ),
  })
  .meta({ id: 'Slots' });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const publicServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int().describe('Minutes'),
  price: z.string().describe('Decimal string, e.g. "45.00"'),
  locationIds: z.array(z.number().int()).describe('Locations that offer it; empty: every location'),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const publicBusinessSchema = z
  .object({
    ...businessContactFields,
    id: z.number().int(),
    slug: z
      .string()
      .describe(
        'The booking link now: /booking?business={slug} (an old slug or number asked answers this one)',
      ),
    listed: z
      .boolean()
      .describe(
        'In the directory: only a listed business has a public page and reviews besides its booking link',
      ),
    hoursText: z.string().nullable().describe('The hours the owner wrote, if any'),
    hours: z
      .string()
      .nullable()
      .describe("What the page shows: hoursText, else derived from the active staff's weekly hours"),
    bookingWindowDays: z.number().int().describe('Clients may book up to this many days ahead'),
    minNoticeMinutes: z.number().int().describe('Clients may book no sooner than this many minutes ahead'),
    timeFormat: z
      .enum(timeFormats)
      .describe("How the business writes times: '12h' (2:30 PM) or '24h' (14:30)"),
    services: z.array(publicServiceSchema).describe('Active services'),
    locations: z
      .array(publicLocationSchema)
      .describe('Active locations; with more than one, a booking names its location (locationId)'),
    branding: publicBrandingSchema
      .nullable()
      .describe('Logo and accent colour, when the business has the custom_branding feature'),
    waitlist: z
      .boolean()
      .describe('Whether a full day offers to join the waitlist (while the plan has the front_desk feature)'),
    staff: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string().describe('First name and last initial'),
          serviceIds: z.array(z.number().int()).describe('The active services they do'),
          locationIds: z.array(z.number().int()).describe('Where they work; empty: every location'),
          photoUrl: z
            .string()
            .nullable()
            .describe(
              'Their picture, as the business set it on the Staff screen (`/media/{id}` or https://)',
            ),
        }),
      )
      .describe('Whom a client may choose (slots and bookings take staffId); or anyone available'),
  })
  .meta({ id: 'PublicBusiness' });
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

export const publicBookingResultSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    timezone: z.string(),
    status: z.enum(appointmentStatuses),
    service: z.object({
      name: z.string(),
      duration: z.number().int(),
      price: z.string().describe('Decimal string'),
    }),
    price: z.string().describe('What the client pays: the service price less the discount'),
    discountAmount: z.string(),
    offerCode: z.string().nullable(),
  })
  .meta({ id: 'PublicBookingResult' });
export type PublicBookingResult = z.infer<typeof publicBookingResultSchema>;
