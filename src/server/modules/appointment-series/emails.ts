import type { DbOrTx } from '../../db/client';
import { enqueueClientNotification } from '../../jobs/outbox';
import { formatLocal } from '../../lib/time';
import type { AppointmentMail } from '../appointments/emails';

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
