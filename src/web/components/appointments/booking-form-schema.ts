import { z } from 'zod';
import { bookingFields } from '../../../contract/appointments';
import { isoDate, timeOfDay } from '../../../contract/availability';

/** Spec §5: the dashboard dialog speaks like the public page; the calendar form has its own words. */
export type BookingWording = 'dashboard' | 'calendar';

export const bookingMessages = {
  dashboard: {
    clientName: 'Name is required',
    serviceId: 'Please select a service',
    date: 'Please select a date',
    startTime: 'Please select a time',
  },
  calendar: {
    clientName: 'Client name is required',
    serviceId: 'Service is required',
    date: 'Date is required',
    startTime: 'Time is required',
  },
} as const;

/** The form holds what the inputs hold (strings); the contract's own email rule and message apply. */
export function bookingFormSchema(wording: BookingWording) {
  const m = bookingMessages[wording];
  return z.object({
    clientName: z.string().trim().min(1, m.clientName).max(255),
    clientEmail: bookingFields.clientEmail,
    clientPhone: z.string().trim().max(50),
    serviceId: z.string().min(1, m.serviceId),
    staffId: z.string(),
    /** Only asked when the business has more than one active location. */
    locationId: z.string(),
    date: isoDate(m.date),
    startTime: timeOfDay(m.startTime),
    notes: z.string().trim().max(2000),
    sendReminder: z.boolean(),
  });
}

export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;

/** What opening the dialog from somewhere fills in: a calendar day, or an empty time of the day view. */
export type BookingPrefill = { date?: string; startTime?: string; staffId?: number };

export const emptyBooking = ({
  date = '',
  startTime = '',
  staffId,
}: BookingPrefill = {}): BookingFormValues => ({
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  serviceId: '',
  staffId: staffId ? String(staffId) : '',
  locationId: '',
  date,
  startTime,
  notes: '',
  sendReminder: true,
});

/** 'HH:mm' plus minutes; the server recomputes it, the spec's call still carries it. */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`;
}

/** Spec §9: every 30 minutes from 09:00 to 17:30; only used when the free-times call fails. */
export const fallbackTimes: string[] = Array.from({ length: 18 }, (_, i) => addMinutes('09:00', i * 30));
