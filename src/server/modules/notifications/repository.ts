import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type NotificationKind } from '../../../contract/notifications';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  chatMessages,
  chatRooms,
  clients,
  outbox,
  products,
  services,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { inTenant } from '../../db/tenant';
import type { NotificationRow } from './details';
import { type NotificationReach, withReadState } from './sources';

type RawRow = {
  kind: string;
  item_id: number | string;
  happened_at: Date | string;
  read: boolean;
  unread?: number | string;
};

/** The newest notifications of the reach, with their read state, and how many are unread in all. */
export async function newestNotificationRows(
  db: DbOrTx,
  reach: NotificationReach,
  now: Date,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const result = await db.execute(sql`
    select kind, item_id, happened_at, read, (count(*) filter (where not read) over ())::int as unread
    from (${withReadState(reach, now)}) x
    order by happened_at desc, kind, item_id desc
    limit ${NOTIFICATION_LIST_LIMIT}`);
  const raw = rowsOf<RawRow>(result);
  return {
    rows: raw.map((r) => ({
      kind: r.kind as NotificationKind,
      itemId: Number(r.item_id),
      at: new Date(r.happened_at),
      read: Boolean(r.read),
    })),
    unread: Number(raw[0]?.unread ?? 0),
  };
}

/** How many notifications of the reach are unread. */
export async function countUnreadNotifications(
  db: DbOrTx,
  reach: NotificationReach,
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (${withReadState(reach, now)}) x where not x.read`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/**
 * Records the member's unread notifications of the reach as read at `now`: those named (`ids`), or every one.
 * Only rows the reach holds are written, so an id outside it is ignored.
 */
export async function insertNotificationReads(
  db: DbOrTx,
  member: { userId: number; businessId: number },
  reach: NotificationReach,
  ids: { kind: NotificationKind; itemId: number }[] | 'all',
  now: Date,
): Promise<void> {
  const named =
    ids === 'all'
      ? sql`true`
      : sql`(x.kind, x.item_id) in (${sql.join(
          ids.map((id) => sql`(${id.kind}::text, ${id.itemId}::int)`),
          sql`, `,
        )})`;
  await db.execute(sql`
    insert into notification_reads (user_id, business_id, kind, item_id, read_at)
    select ${member.userId}, ${member.businessId}, x.kind, x.item_id, ${now.toISOString()}::timestamptz
    from (${withReadState(reach, now)}) x
    where not x.read and ${named}
    on conflict (user_id, kind, item_id) do update set read_at = excluded.read_at`);
}

// What the listed rows are about (their words)

/** The business's appointments with these ids, with their client's and service's names. */
export async function listNotifiedAppointments(db: DbOrTx, businessId: number, ids: number[]) {
  return db
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      clientName: clients.name,
      serviceName: services.name,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(inTenant(appointments, businessId), inArray(appointments.id, ids)));
}

/** The business's chat messages with these ids, with their room and who wrote them. */
export async function listNotifiedMessages(db: DbOrTx, businessId: number, ids: number[]) {
  return db
    .select({
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      message: chatMessages.message,
      // A widget guest's room shows the name they typed, as the chat screen does.
      name: sql<string>`coalesce(${chatRooms.guestName}, ${clients.name})`,
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .innerJoin(clients, eq(clients.id, chatRooms.clientId))
    .where(and(inTenant(chatMessages, businessId), inArray(chatMessages.id, ids)));
}

/** The business's products with these ids, with their stock and alert threshold. */
export async function listNotifiedProducts(db: DbOrTx, businessId: number, ids: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stockQuantity,
      threshold: products.lowStockThreshold,
    })
    .from(products)
    .where(and(inTenant(products, businessId), inArray(products.id, ids)));
}

/** The business's outbox emails with these ids: subject and recipient. */
export async function listNotifiedEmails(db: DbOrTx, businessId: number, ids: number[]) {
  return db
    .select({ id: outbox.id, subject: outbox.subject, recipient: outbox.recipient })
    .from(outbox)
    .where(and(inTenant(outbox, businessId), inArray(outbox.id, ids)));
}
