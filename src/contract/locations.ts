import { z } from 'zod';
import { endTimeOfDay, timeOfDay, timezoneName } from './availability';
import { optionalText } from './common';
import { optionalPhoneNumber } from './phone';

export const LOCATION_ADDED = 'Location added successfully';
export const LOCATION_UPDATED = 'Location updated successfully';
export const LOCATION_NAME_TAKEN = 'A location with this name already exists';
export const LOCATION_NOT_FOUND = 'Location not found';

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** One day's opening: open and close ('HH:mm', close after open), or closed. */
const dayHoursSchema = z
  .object({
    open: timeOfDay('Opening time must be HH:mm'),
    close: endTimeOfDay('Closing time must be HH:mm'),
    closed: z.boolean().optional(),
  })
  .strict()
  .refine((day) => day.closed || day.close > day.open, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

/** Spec §3 locations.businessHours: keyed by weekday; a day left out is closed. */
export const businessHoursSchema = z
  .partialRecord(z.enum(weekdays), dayHoursSchema)
  .meta({ id: 'BusinessHours' });
export type BusinessHoursInput = z.output<typeof businessHoursSchema>;

/** The Add Location form: a name is required, the rest optional; the timezone defaults to the business's. */
export const createLocationSchema = z
  .object({
    name: z
      .string({ error: 'Location name is required' })
      .trim()
      .min(1, 'Location name is required')
      .max(100, 'Location name must be at most 100 characters'),
    address: optionalText(255, 'At most 255 characters'),
    city: optionalText(100, 'At most 100 characters'),
    state: optionalText(100, 'At most 100 characters'),
    zipCode: optionalText(20, 'At most 20 characters'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as US')
      .optional(),
    phone: optionalPhoneNumber,
    email: z
      .union([z.literal(''), z.email('Valid email is required').max(255, 'Valid email is required')])
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    timezone: timezoneName.optional(),
    businessHours: businessHoursSchema.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'CreateLocation' });
export type CreateLocationInput = z.output<typeof createLocationSchema>;

/** Edit and deactivate (`isActive: false`): every field optional. */
export const updateLocationSchema = createLocationSchema.partial().strict().meta({ id: 'UpdateLocation' });
export type UpdateLocationInput = z.output<typeof updateLocationSchema>;

/** Spec §3 locations, with the id. */
export const locationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    timezone: z.string(),
    businessHours: z
      .partialRecord(
        z.enum(weekdays),
        z.object({ open: z.string(), close: z.string(), closed: z.boolean().optional() }),
      )
      .nullable(),
    isActive: z.boolean(),
    staffCount: z.number().int().describe('Active staff members who work here'),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

/** What clients see of a location when they choose one on the booking page. */
export const publicLocationSchema = locationSchema
  .pick({
    id: true,
    name: true,
    address: true,
    city: true,
    state: true,
    zipCode: true,
    phone: true,
    timezone: true,
  })
  .meta({ id: 'PublicLocation' });
export type PublicLocation = z.infer<typeof publicLocationSchema>;

/** "Downtown, 12 Main St, Springfield" */
export function locationLabel(location: Pick<Location, 'name' | 'address' | 'city'>): string {
  return [location.name, location.address, location.city].filter(Boolean).join(', ');
}
