import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, chatMessages } from '../../db/schema/index';

/** Bookings this close that are still pending need confirming soon. */
const CONFIRM_HORIZON_MS = 48 * 60 * 60 * 1000;

/** What needs the business's attention: pending bookings in the next 48 hours, and unread client messages. */
export async function countNotifications(db: DbOrTx, businessId: number, now = new Date()): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.status, 'pending'),
        gte(appointments.startsAt, now),
        lt(appointments.startsAt, new Date(now.getTime() + CONFIRM_HORIZON_MS)),
      ),
    );
  const [unread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.businessId, businessId),
        eq(chatMessages.senderType, 'client'),
        eq(chatMessages.isRead, false),
      ),
    );
  return (pending?.n ?? 0) + (unread?.n ?? 0);
}
