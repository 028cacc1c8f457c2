import { and, count, eq, gte, lt } from 'drizzle-orm';
import { can } from '../../../contract/abilities';
import type { DbOrTx } from '../../db/client';
import { appointments, chatMessages } from '../../db/schema/index';
import { listScope, type Member } from '../appointments/scope';

/** Bookings this close that are still pending need confirming soon. */
const CONFIRM_HORIZON_MS = 48 * 60 * 60 * 1000;

/**
 * What needs the member's attention: pending bookings in the next 48 hours (their own, for a member whose
 * lists open on their own appointments) and, with chat, unread client messages.
 */
export async function countNotifications(db: DbOrTx, member: Member, now = new Date()): Promise<number> {
  const { businessId } = member;
  const scope = await listScope(db, member, undefined);
  const [pending] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        scope.staffId === null ? undefined : eq(appointments.staffId, scope.staffId),
        eq(appointments.status, 'pending'),
        gte(appointments.startsAt, now),
        lt(appointments.startsAt, new Date(now.getTime() + CONFIRM_HORIZON_MS)),
      ),
    );
  if (!can(member.role, 'chat.use')) return pending?.n ?? 0;
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
