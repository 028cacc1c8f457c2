import type { NotificationKind, NotificationList } from '../../../contract/notifications';
import type { AuthContext } from '../../core/access';
import type { Database, DbOrTx } from '../../db/client';
import { describeNotifications } from './details';
import { countUnreadNotifications, insertNotificationReads, newestNotificationRows } from './repository';
import { notificationReach } from './sources';

/** The newest notifications of the member's reach, with their read state, and how many are unread in all. */
export async function listNotifications(
  db: DbOrTx,
  auth: AuthContext,
  now = new Date(),
): Promise<NotificationList> {
  const reach = await notificationReach(db, auth);
  const { rows, unread } = await newestNotificationRows(db, reach, now);
  return {
    items: await describeNotifications(db, auth.businessId, rows),
    unread,
  };
}

/** The bell's badge: the same unread count the list answers. */
export async function countNotifications(db: DbOrTx, auth: AuthContext, now = new Date()): Promise<number> {
  const reach = await notificationReach(db, auth);
  return countUnreadNotifications(db, reach, now);
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
  await db.transaction(async (tx) => {
    const reach = await notificationReach(tx, auth);
    await insertNotificationReads(tx, auth, reach, ids, now);
  });
}
