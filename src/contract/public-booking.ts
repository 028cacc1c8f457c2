import { z } from 'zod';
import { bookingFields } from './appointments';
import { isoDate } from './availability';

export const publicBookingSchema = z.object(bookingFields).strict();
export type PublicBookingInput = z.input<typeof publicBookingSchema>;
export type PublicBooking = z.output<typeof publicBookingSchema>;

export const slotsQuerySchema = z.object({
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .int('Please select a service')
    .positive('Please select a service'),
  date: isoDate('Please select a date'),
  staffId: z.coerce.number().int().positive().optional(),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export type Slot = { startTime: string; endTime: string; staffIds: number[] };
export type SlotsResponse = { date: string; timezone: string; slots: Slot[] };

export type PublicService = {
  id: number;
  name: string;
  description: string | null;
  duration: number;
  price: string;
};

export type PublicBusiness = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  hoursText: string | null;
  timezone: string;
  services: PublicService[];
};

export type PublicBookingResult = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
  status: string;
  service: { name: string; duration: number; price: string };
};
