import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, chatMessages } from '../../db/schema/index';

/** What needs the business's attention: upcoming bookings still pending, and unread client messages. */
export async function countNotifications(db: DbOrTx, businessId: number, now = new Date()): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.status, 'pending'),
        gte(appointments.startsAt, now),
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
