import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationKind,
  type NotificationList,
} from '../../../contract/notifications';
import type { AuthContext } from '../../core/access';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { describeNotifications, type NotificationRow } from './details';
import { notificationReach, withReadState } from './sources';

type RawRow = {
  kind: string;
  item_id: number | string;
  happened_at: Date | string;
  read: boolean;
  unread?: number | string;
};

/** The newest notifications of the member's reach, with their read state, and how many are unread in all. */
export async function listNotifications(
  db: DbOrTx,
  auth: AuthContext,
  now = new Date(),
): Promise<NotificationList> {
  const reach = await notificationReach(db, auth);
  const result = await db.execute(sql`
    select kind, item_id, happened_at, read, (count(*) filter (where not read) over ())::int as unread
    from (${withReadState(reach, now)}) x
    order by happened_at desc, kind, item_id desc
    limit ${NOTIFICATION_LIST_LIMIT}`);
  const raw = rowsOf<RawRow>(result);
  const rows: NotificationRow[] = raw.map((r) => ({
    kind: r.kind as NotificationKind,
    itemId: Number(r.item_id),
    at: new Date(r.happened_at),
    read: Boolean(r.read),
  }));
  return {
    items: await describeNotifications(db, auth.businessId, rows),
    unread: Number(raw[0]?.unread ?? 0),
  };
}

/** The bell's badge: the same unread count the list answers. */
export async function countNotifications(db: DbOrTx, auth: AuthContext, now = new Date()): Promise<number> {
  const reach = await notificationReach(db, auth);
  const result = await db.execute(sql`
    select count(*)::int as n from (${withReadState(reach, now)}) x where not x.read`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/**
 * Marks the member's current notifications read: those named (`ids`), or every one. Only what the member's
 * own bell holds can be marked, so an id of another business's row (or one beyond their role) is ignored.
 */
export async function markNotificationsRead(
  db: Database,
  auth: AuthContext,
  ids: { kind: NotificationKind; itemId: number }[] | 'all',
  now = new Date(),
): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  const named =
    ids === 'all'
      ? sql`true`
      : sql`(x.kind, x.item_id) in (${sql.join(
          ids.map((id) => sql`(${id.kind}::text, ${id.itemId}::int)`),
          sql`, `,
        )})`;
  await db.transaction(async (tx) => {
    const reach = await notificationReach(tx, auth);
    await tx.execute(sql`
      insert into notification_reads (user_id, business_id, kind, item_id, read_at)
      select ${auth.userId}, ${auth.businessId}, x.kind, x.item_id, ${now.toISOString()}::timestamptz
      from (${withReadState(reach, now)}) x
      where not x.read and ${named}
      on conflict (user_id, kind, item_id) do update set read_at = excluded.read_at`);
  });
}
