import type { Notification, NotificationKind } from '../../../contract/notifications';
import { effectiveTimeFormat, type TimeFormat } from '../../../contract/time-format';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import {
  listNotifiedAppointments,
  listNotifiedEmails,
  listNotifiedMessages,
  listNotifiedProducts,
} from './repository';

/** A listed notification before its words: what `withReadState` answers. */
export type NotificationRow = { kind: NotificationKind; itemId: number; at: Date; read: boolean };

type Words = { title: string; body: string; link: string };

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * '2026-12-01', '14:30' (business time, as stored) -> 'Tue, Dec 1 at 2:30 PM', or 'Tue, Dec 1 at 14:30' on a
 * business's 24-hour clock.
 */
export function formatAppointmentTime(date: string, time: string, clock: TimeFormat = '12h'): string {
  const instant = new Date(`${date}T${time}:00Z`);
  return `${dayFormat.format(instant)} at ${clock === '24h' ? time : timeFormat.format(instant)}`;
}

const MESSAGE_PREVIEW = 120;
const preview = (text: string) =>
  text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW - 1).trimEnd()}…` : text;

const idsOf = (rows: NotificationRow[], ...kinds: NotificationKind[]) =>
  rows.filter((r) => kinds.includes(r.kind)).map((r) => r.itemId);

async function appointmentWords(db: DbOrTx, businessId: number, rows: NotificationRow[]) {
  const ids = idsOf(rows, 'booking', 'cancellation');
  if (ids.length === 0) return new Map<number, { who: string; what: string; date: string; when: string }>();
  const found = await listNotifiedAppointments(db, businessId, ids);
  const business = await findBusiness(db, businessId);
  const clock = effectiveTimeFormat(business?.timeFormat, business?.timezone ?? 'UTC');
  return new Map(
    found.map((a) => [
      a.id,
      {
        who: a.clientName,
        what: a.serviceName,
        date: a.date,
        when: formatAppointmentTime(a.date, a.startTime, clock),
      },
    ]),
  );
}

async function messageWords(db: DbOrTx, businessId: number, rows: NotificationRow[]) {
  const ids = idsOf(rows, 'message');
  if (ids.length === 0) return new Map<number, Words>();
  const found = await listNotifiedMessages(db, businessId, ids);
  return new Map(
    found.map((m) => [
      m.id,
      { title: `Message from ${m.name}`, body: preview(m.message), link: `/chat?room=${m.roomId}` },
    ]),
  );
}

async function productWords(db: DbOrTx, businessId: number, rows: NotificationRow[]) {
  const ids = idsOf(rows, 'low_stock');
  if (ids.length === 0) return new Map<number, Words>();
  const found = await listNotifiedProducts(db, businessId, ids);
  return new Map(
    found.map((p) => [
      p.id,
      {
        title: p.stock === 0 ? `Out of stock: ${p.name}` : `Low stock: ${p.name}`,
        body: `${p.stock} left; the alert is set at ${p.threshold}.`,
        link: `/products/${p.id}`,
      },
    ]),
  );
}

async function emailWords(db: DbOrTx, businessId: number, rows: NotificationRow[]) {
  const ids = idsOf(rows, 'email_failed');
  if (ids.length === 0) return new Map<number, Words>();
  const found = await listNotifiedEmails(db, businessId, ids);
  return new Map(
    found.map((e) => [
      e.id,
      {
        title: 'Email not delivered',
        body: `"${e.subject}" to ${e.recipient} could not be sent.`,
        // Settings → Notifications: which emails go out, and the business's sending address.
        link: '/settings/notifications',
      },
    ]),
  );
}

/**
 * The listed rows in words, with their links: one query per kind present. A row deleted since it was
 * listed (a product removed a moment ago) is left out.
 */
export async function describeNotifications(
  db: DbOrTx,
  businessId: number,
  rows: NotificationRow[],
): Promise<Notification[]> {
  const [visits, messages, stock, emails] = await Promise.all([
    appointmentWords(db, businessId, rows),
    messageWords(db, businessId, rows),
    productWords(db, businessId, rows),
    emailWords(db, businessId, rows),
  ]);
  const words = (row: NotificationRow): Words | undefined => {
    if (row.kind === 'message') return messages.get(row.itemId);
    if (row.kind === 'low_stock') return stock.get(row.itemId);
    if (row.kind === 'email_failed') return emails.get(row.itemId);
    const visit = visits.get(row.itemId);
    if (!visit) return undefined;
    return {
      title: row.kind === 'booking' ? 'New online booking' : 'Appointment cancelled',
      body: `${visit.who} · ${visit.what} · ${visit.when}`,
      link: `/calendar?view=day&date=${visit.date}`,
    };
  };
  return rows.flatMap((row) => {
    const w = words(row);
    if (!w) return [];
    return [
      {
        id: `${row.kind}:${row.itemId}`,
        kind: row.kind,
        itemId: row.itemId,
        ...w,
        at: row.at.toISOString(),
        read: row.read,
      },
    ];
  });
}
