import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can } from '../../../contract/abilities';
import { NOTIFICATION_WINDOW_DAYS, type NotificationKind } from '../../../contract/notifications';
import { hasFeature } from '../../../contract/plans';
import type { AuthContext } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { appointments, chatMessages, outbox, products } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { listScope } from '../appointments';

/** What one member's bell draws from: each kind only where their role (and plan) lets them see its rows. */
export type NotificationReach = {
  businessId: number;
  userId: number;
  /** Whose appointments' bookings and cancellations: null, everyone's. */
  staffId: number | null;
  messages: boolean;
  lowStock: boolean;
  failedEmails: boolean;
};

/**
 * Bookings and cancellations follow the lists' default scope (managers the team's, others their own
 * appointments', as the bell's count always has); messages need chat and its plan feature; stock needs
 * `products.view`; undelivered email, which names clients' addresses, those who run the business's settings.
 */
export async function notificationReach(db: DbOrTx, auth: AuthContext): Promise<NotificationReach> {
  const scope = await listScope(db, auth, undefined);
  return {
    businessId: auth.businessId,
    userId: auth.userId,
    staffId: scope.staffId,
    messages: can(auth.role, 'chat.use') && hasFeature(auth.plan, 'chat'),
    lowStock: can(auth.role, 'products.view'),
    failedEmails: can(auth.role, 'business.manage'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const windowStart = (now: Date) => new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS);

/** One candidate notification: a kind, the row it comes from and when it happened. */
function branch(
  kind: NotificationKind,
  id: AnyPgColumn,
  at: AnyPgColumn,
  from: PgTable,
  where: SQL | undefined,
) {
  return sql`select ${kind}::text as kind, ${id} as item_id, ${at} as happened_at from ${from} where ${where}`;
}

/** Every current notification of the member's reach, as `(kind, item_id, happened_at)` rows. */
function candidates(reach: NotificationReach, now: Date): SQL {
  const since = windowStart(now);
  const own = reach.staffId === null ? undefined : eq(appointments.staffId, reach.staffId);
  const branches = [
    branch(
      'booking',
      appointments.id,
      appointments.createdAt,
      appointments,
      and(
        inTenant(appointments, reach.businessId),
        eq(appointments.source, 'online'),
        gte(appointments.createdAt, since),
        own,
      ),
    ),
    branch(
      'cancellation',
      appointments.id,
      appointments.updatedAt,
      appointments,
      and(
        inTenant(appointments, reach.businessId),
        eq(appointments.status, 'cancelled'),
        gte(appointments.updatedAt, since),
        own,
      ),
    ),
  ];
  if (reach.messages) {
    // Unread as the chat screen counts it: the client's messages nobody has opened the room for yet.
    branches.push(
      branch(
        'message',
        chatMessages.id,
        chatMessages.createdAt,
        chatMessages,
        and(
          inTenant(chatMessages, reach.businessId),
          eq(chatMessages.senderType, 'client'),
          eq(chatMessages.isRead, false),
          gte(chatMessages.createdAt, since),
        ),
      ),
    );
  }
  if (reach.lowStock) {
    // The Products screen's rule; a state rather than an event, so it stays while it holds, however old.
    branches.push(
      branch(
        'low_stock',
        products.id,
        products.updatedAt,
        products,
        and(
          inTenant(products, reach.businessId),
          eq(products.isActive, true),
          lte(products.stockQuantity, products.lowStockThreshold),
        ),
      ),
    );
  }
  if (reach.failedEmails) {
    branches.push(
      branch(
        'email_failed',
        outbox.id,
        outbox.createdAt,
        outbox,
        and(
          inTenant(outbox, reach.businessId),
          eq(outbox.channel, 'email'),
          inArray(outbox.status, ['failed', 'dead']),
          gte(outbox.createdAt, since),
        ),
      ),
    );
  }
  return sql.join(branches, sql` union all `);
}

/**
 * The candidates with the member's read state. A read low-stock alert counts only until the product changes
 * again (a sale or a restock that leaves it low is news); every other kind is one event, read once.
 */
export function withReadState(reach: NotificationReach, now: Date): SQL {
  return sql`select n.kind, n.item_id, n.happened_at,
      (r.user_id is not null and (n.kind <> 'low_stock' or r.read_at >= n.happened_at)) as read
    from (${candidates(reach, now)}) n
    left join notification_reads r
      on r.user_id = ${reach.userId} and r.business_id = ${reach.businessId}
        and r.kind = n.kind and r.item_id = n.item_id`;
}
