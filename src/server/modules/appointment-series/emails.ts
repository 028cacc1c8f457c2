import type { DbOrTx, Tx } from '../../db/client';
import type { appointments } from '../../db/schema/index';
import { enqueueClientNotification } from '../../jobs/outbox';
import { formatLocal } from '../../lib/time';
import { type AppointmentMail, appointmentMailOf, sendChangeNotice } from '../appointments';

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
  const { mail: m, bookingPage } = found;
  const shown = change.cancelled ? change.before : change.after;
  const visits = shown.map((a) => `- ${formatLocal(a.startsAt, a.timezone)}`);
  const what = change.cancelled ? 'are cancelled' : 'have new times';
  const lead = change.cancelled
    ? `${m.businessName} has cancelled these visits of your recurring appointment:`
    : `These visits of your recurring appointment have new times (with ${m.staffName}):`;
  const closing = change.cancelled ? `To book another time: ${bookingPage}` : 'See you then!';
  const from = formatLocal(shown[0]?.startsAt ?? m.startsAt, m.timezone);
  await sendChangeNotice(tx, found, {
    subject: `Your ${m.serviceName} appointments at ${m.businessName} ${what}`,
    text: `Hello ${m.clientName},\n\n${lead}\n${visits.join('\n')}\n\n${closing}\n`,
    sms: `${m.businessName}: ${shown.length} visits of your ${m.serviceName} appointments ${what}, from ${from}.`,
  });
}
