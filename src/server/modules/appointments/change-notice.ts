import { phoneE164 } from '../../../contract/phone';
import { hasFeature } from '../../../contract/plans';
import { findBusiness } from '../../core/business';
import type { DbOrTx, Tx } from '../../db/client';
import type { appointments } from '../../db/schema/index';
import { enqueueClientNotification, enqueueSms } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { formatLocal, formatLocalDate } from '../../lib/time';
import { smsConfigured } from '../flows';
import { findLocationRow } from '../locations';
import { type AppointmentMail, details, managePart } from './emails';
import { findAppointmentForMail } from './repository';

type Placement = Pick<
  typeof appointments.$inferSelect,
  'id' | 'status' | 'startsAt' | 'endsAt' | 'staffId' | 'timezone'
>;

/** What the client is told about: cancelled, at a new time (or with someone else), or a new length. */
export type AppointmentChange = 'cancelled' | 'moved' | 'newStaff' | 'newLength';

export function changeBetween(before: Placement, after: Placement): AppointmentChange | null {
  if (before.status === 'cancelled') return null;
  if (after.status === 'cancelled') return 'cancelled';
  if (after.startsAt.getTime() !== before.startsAt.getTime()) return 'moved';
  if (after.staffId !== before.staffId) return 'newStaff';
  if (after.endsAt.getTime() !== before.endsAt.getTime()) return 'newLength';
  return null;
}

/** The appointment as the client's emails describe it, with the client's phone and the booking page. */
export async function appointmentMailOf(db: DbOrTx, appointmentId: number) {
  const row = await findAppointmentForMail(db, appointmentId);
  if (!row) return null;
  const place = row.a.locationId ? await findLocationRow(db, row.a.businessId, row.a.locationId) : undefined;
  const mail: AppointmentMail = {
    businessId: row.a.businessId,
    businessName: row.businessName,
    timezone: row.a.timezone,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientId: row.a.clientId,
    serviceName: row.serviceName,
    staffName: row.staffName,
    location: place ? { name: place.name, address: place.address, city: place.city } : null,
    startsAt: row.a.startsAt,
    endsAt: row.a.endsAt,
  };
  return { mail, phone: row.clientPhone, bookingPage: `${publicOrigin()}/booking?business=${row.slug}` };
}

const timeOf = (m: AppointmentMail, instant: Date) => formatLocal(instant, m.timezone).split(' at ')[1];

function wording(change: AppointmentChange, m: AppointmentMail, was: Placement) {
  const what = `Your ${m.serviceName} appointment at ${m.businessName}`;
  switch (change) {
    case 'cancelled':
      return {
        subject: `${what} on ${formatLocalDate(was.startsAt, m.timezone)} is cancelled`,
        lead: `${m.businessName} has cancelled your appointment on ${formatLocal(was.startsAt, m.timezone)}.`,
        text: `${m.businessName}: your ${m.serviceName} appointment on ${formatLocal(was.startsAt, m.timezone)} is cancelled.`,
      };
    case 'moved':
      return {
        subject: `${what} has moved to ${formatLocal(m.startsAt, m.timezone)}`,
        lead: `Your appointment has moved to a new time (it was ${formatLocal(was.startsAt, m.timezone)}).`,
        text: `${m.businessName}: your ${m.serviceName} appointment has moved to ${formatLocal(m.startsAt, m.timezone)}.`,
      };
    case 'newStaff':
      return {
        subject: `${what} is now with ${m.staffName}`,
        lead: `Your appointment is now with ${m.staffName}, at the same time.`,
        text: `${m.businessName}: your ${m.serviceName} appointment on ${formatLocal(m.startsAt, m.timezone)} is now with ${m.staffName}.`,
      };
    case 'newLength':
      return {
        subject: `${what} on ${formatLocalDate(m.startsAt, m.timezone)} now ends at ${timeOf(m, m.endsAt)}`,
        lead: `Your appointment now ends at ${timeOf(m, m.endsAt)} (it was ${timeOf(m, was.endsAt)}).`,
        text: `${m.businessName}: your ${m.serviceName} appointment on ${formatLocal(m.startsAt, m.timezone)} now ends at ${timeOf(m, m.endsAt)}.`,
      };
  }
}

/**
 * Issue 33: the business changed a client's appointment (cancelled, moved, resized, gave it to someone
 * else) and chose to tell them: an email, and a text where texts are set up and the client has a number.
 * Queued in the change's transaction, under the business's plan and its "confirmations" setting, like the
 * confirmation it corrects. Answers what the client was told about, or null.
 */
export async function noticeOfChange(
  tx: Tx,
  was: Placement,
  now: Placement,
): Promise<AppointmentChange | null> {
  const change = changeBetween(was, now);
  if (!change) return null;
  const found = await appointmentMailOf(tx, now.id);
  if (!found) return null;
  const { mail: m, bookingPage } = found;
  const words = wording(change, m, was);
  const closing =
    change === 'cancelled'
      ? `\n\nTo book another time: ${bookingPage}\n`
      : `${await managePart(tx, m.businessId, m.clientId)}\n\nSee you then!\n`;
  await sendChangeNotice(tx, found, {
    subject: words.subject,
    text: `Hello ${m.clientName},\n\n${words.lead}\n\n${details(change === 'cancelled' ? { ...m, startsAt: was.startsAt, endsAt: was.endsAt } : m)}${closing}`,
    sms: words.text,
  });
  return change;
}

/**
 * A change notice on its way: the email to the client's address, and the text to their number where texts
 * are set up, both under the plan and the "confirmations" setting (outbox kind `appointment_change`).
 */
export async function sendChangeNotice(
  tx: Tx,
  to: Pick<NonNullable<Awaited<ReturnType<typeof appointmentMailOf>>>, 'mail' | 'phone'>,
  notice: { subject: string; text: string; sms: string },
) {
  const { mail: m, phone } = to;
  if (m.clientEmail) {
    await enqueueClientNotification(tx, {
      kind: 'appointment_change',
      businessId: m.businessId,
      to: m.clientEmail,
      subject: notice.subject,
      text: notice.text,
    });
  }
  if (phone && smsConfigured() && (await sendsChangeNotices(tx, m.businessId))) {
    await enqueueSms(tx, {
      kind: 'appointment_change',
      businessId: m.businessId,
      to: phoneE164(phone),
      body: notice.sms,
    });
  }
}

/** The same plan and setting that let the email go. */
async function sendsChangeNotices(db: DbOrTx, businessId: number) {
  const business = await findBusiness(db, businessId);
  return Boolean(business?.emailClientConfirmations && hasFeature(business, 'email_notifications'));
}
