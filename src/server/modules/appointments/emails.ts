import type { DbOrTx } from '../../db/client';
import { enqueueClientNotification } from '../../jobs/outbox';
import { formatLocal, formatLocalDate } from '../../lib/time';
import { manageBookingLink, manageLine } from './manage-link';

export type AppointmentMail = {
  businessId: number;
  businessName: string;
  timezone: string;
  clientName: string;
  clientEmail: string | null;
  serviceName: string;
  staffName: string;
  /** For a business with locations: where, by name and address. */
  location?: { name: string; address: string | null; city: string | null } | null;
  startsAt: Date;
  endsAt: Date;
  /** The client's record: the confirmation carries a "Manage your booking" link into their portal. */
  clientId?: number;
};

/** The confirmation's "Manage your booking" paragraph, or nothing without a client to sign in. */
export async function managePart(tx: DbOrTx, businessId: number, clientId: number | undefined) {
  if (clientId === undefined) return '';
  const url = await manageBookingLink(tx, { businessId, clientId });
  return url ? `\n\n${manageLine(url)}` : '';
}

export function details(m: AppointmentMail): string {
  return [
    `Service: ${m.serviceName}`,
    `When: ${formatLocal(m.startsAt, m.timezone)} (until ${formatLocal(m.endsAt, m.timezone).split(' at ')[1]})`,
    `With: ${m.staffName}`,
    `Where: ${[m.businessName, m.location?.name, m.location?.address, m.location?.city].filter(Boolean).join(', ')}`,
  ].join('\n');
}

/** Queued in the booking's transaction, so a booking that rolls back sends nothing. */
export async function enqueueConfirmation(tx: DbOrTx, m: AppointmentMail) {
  if (!m.clientEmail) return;
  await enqueueClientNotification(tx, {
    kind: 'appointment_confirmation',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `Your ${m.serviceName} appointment at ${m.businessName} is booked`,
    text: `Hello ${m.clientName},\n\nYour appointment is booked.\n\n${details(m)}${await managePart(tx, m.businessId, m.clientId)}\n\nSee you then!\n`,
  });
}

/** The appointment at a new time (the client moved it in the portal): the confirmation's setting governs it. */
export async function enqueueMovedConfirmation(tx: DbOrTx, m: AppointmentMail) {
  if (!m.clientEmail) return;
  await enqueueClientNotification(tx, {
    kind: 'appointment_change',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `Your ${m.serviceName} appointment at ${m.businessName} has moved to ${formatLocal(m.startsAt, m.timezone)}`,
    text: `Hello ${m.clientName},\n\nYour appointment has moved to a new time.\n\n${details(m)}${await managePart(tx, m.businessId, m.clientId)}\n\nSee you then!\n`,
  });
}

/** The subject names the local date: the job may run late, so "tomorrow" could be today. */
export async function enqueueReminder(tx: DbOrTx, m: AppointmentMail) {
  if (!m.clientEmail) return;
  await enqueueClientNotification(tx, {
    kind: 'appointment_reminder',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `Reminder: ${m.serviceName} at ${m.businessName} on ${formatLocalDate(m.startsAt, m.timezone)}`,
    text: `Hello ${m.clientName},\n\nThis is a reminder of your appointment.\n\n${details(m)}\n`,
  });
}

export type VisitMail = Pick<
  AppointmentMail,
  'businessId' | 'businessName' | 'timezone' | 'clientName' | 'clientEmail' | 'location' | 'clientId'
> & {
  services: { serviceName: string; staffName: string; startsAt: Date; endsAt: Date }[];
};

/** One confirmation for the services of one visit, each on a line with its time and staff member. */
export async function enqueueVisitConfirmation(tx: DbOrTx, m: VisitMail) {
  const first = m.services[0];
  const last = m.services.at(-1);
  if (!m.clientEmail || !first || !last) return;
  const time = (instant: Date) => formatLocal(instant, m.timezone).split(' at ')[1];
  const lines = [
    `When: ${formatLocal(first.startsAt, m.timezone)} (until ${time(last.endsAt)})`,
    ...m.services.map((s) => `- ${time(s.startsAt)}: ${s.serviceName} with ${s.staffName}`),
    `Where: ${[m.businessName, m.location?.name, m.location?.address, m.location?.city].filter(Boolean).join(', ')}`,
  ];
  const names = m.services.map((s) => s.serviceName).join(', ');
  await enqueueClientNotification(tx, {
    kind: 'appointment_confirmation',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `Your visit at ${m.businessName} is booked: ${names}`,
    text: `Hello ${m.clientName},\n\nYour visit is booked.\n\n${lines.join('\n')}${await managePart(tx, m.businessId, m.clientId)}\n\nSee you then!\n`,
  });
}
