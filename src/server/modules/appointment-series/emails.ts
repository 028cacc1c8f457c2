import { phoneE164 } from '../../../contract/phone';
import type { DbOrTx, Tx } from '../../db/client';
import type { appointments } from '../../db/schema/index';
import { enqueueClientNotification, enqueueSms } from '../../jobs/outbox';
import { formatLocal } from '../../lib/time';
import { appointmentMailOf, sendsChangeNotices } from '../appointments/change-notice';
import type { AppointmentMail } from '../appointments/emails';
import { smsConfigured } from '../flows/sms-provider';

type AppointmentRow = typeof appointments.$inferSelect;

/** One confirmation for the whole series, every visit on a line; queued in the booking's transaction. */
export async function enqueueSeriesConfirmation(
  tx: DbOrTx,
  m: Omit<AppointmentMail, 'startsAt' | 'endsAt'> & { visits: Date[] },
) {
  if (!m.clientEmail) return;
  const where = [m.businessName, m.location?.name, m.location?.address, m.location?.city].filter(Boolean);
  const lines = [
    `Service: ${m.serviceName}`,
    `With: ${m.staffName}`,
    `Where: ${where.join(', ')}`,
    `When (${m.visits.length} visits):`,
    ...m.visits.map((startsAt) => `- ${formatLocal(startsAt, m.timezone)}`),
  ];
  await enqueueClientNotification(tx, {
    kind: 'appointment_confirmation',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `Your ${m.serviceName} appointments at ${m.businessName} are booked`,
    text: `Hello ${m.clientName},\n\nYour recurring appointments are booked.\n\n${lines.join('\n')}\n\nSee you then!\n`,
  });
}

/**
 * Issue 33: "this and following" cancelled or moved by the business, told to the client in one message
 * (email, and a text where texts are set up): the visits as they were (cancelled) or as they are now.
 */
export async function enqueueSeriesChange(
  tx: Tx,
  change: { cancelled: boolean; before: AppointmentRow[]; after: AppointmentRow[] },
) {
  const first = change.after[0];
  const found = first ? await appointmentMailOf(tx, first.id) : null;
  if (!found) return;
  const { mail: m, phone, bookingPage } = found;
  const shown = change.cancelled ? change.before : change.after;
  const visits = shown.map((a) => `- ${formatLocal(a.startsAt, a.timezone)}`);
  const subject = change.cancelled
    ? `Your ${m.serviceName} appointments at ${m.businessName} are cancelled`
    : `Your ${m.serviceName} appointments at ${m.businessName} have new times`;
  const lead = change.cancelled
    ? `${m.businessName} has cancelled these visits of your recurring appointment:`
    : `These visits of your recurring appointment have new times (with ${m.staffName}):`;
  const closing = change.cancelled ? `To book another time: ${bookingPage}` : 'See you then!';
  if (m.clientEmail) {
    await enqueueClientNotification(tx, {
      kind: 'appointment_change',
      businessId: m.businessId,
      to: m.clientEmail,
      subject,
      text: `Hello ${m.clientName},\n\n${lead}\n${visits.join('\n')}\n\n${closing}\n`,
    });
  }
  if (phone && smsConfigured() && (await sendsChangeNotices(tx, m.businessId))) {
    const text = change.cancelled
      ? `${m.businessName}: ${shown.length} visits of your ${m.serviceName} appointments are cancelled, from ${formatLocal(shown[0]?.startsAt ?? new Date(), m.timezone)}.`
      : `${m.businessName}: ${shown.length} visits of your ${m.serviceName} appointments have new times, from ${formatLocal(shown[0]?.startsAt ?? new Date(), m.timezone)}.`;
    await enqueueSms(tx, {
      kind: 'appointment_change',
      businessId: m.businessId,
      to: phoneE164(phone),
      body: text,
    });
  }
}
