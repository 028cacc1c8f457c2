import { sql } from 'drizzle-orm';
import { withReadState } from '../../modules/notifications/sources';
import type { Tx } from '../client';

const SEEN_BEFORE_MS = 12 * 60 * 60 * 1000;

/**
 * The owner has kept up with the bell (issue 33: the demo began with 76 unread): everything from before the
 * last twelve hours is read, so what is left unread is a few recent bookings, messages and alerts.
 */
export async function seedDemoNotificationReads(
  tx: Tx,
  owner: { userId: number; businessId: number },
  now: Date,
) {
  const reach = {
    businessId: owner.businessId,
    userId: owner.userId,
    staffId: null,
    messages: true,
    lowStock: true,
    failedEmails: true,
  };
  const seenBefore = new Date(now.getTime() - SEEN_BEFORE_MS).toISOString();
  await tx.execute(sql`
    insert into notification_reads (user_id, business_id, kind, item_id, read_at)
    select ${owner.userId}, ${owner.businessId}, x.kind, x.item_id, x.happened_at
    from (${withReadState(reach, now)}) x
    where not x.read and x.happened_at < ${seenBefore}::timestamptz
    on conflict (user_id, kind, item_id) do nothing`);
}
