import { sql } from 'drizzle-orm';
import { withReadState } from '../../modules/notifications/sources';
import type { Tx } from '../client';

const SEEN_BEFORE_MS = 6 * 60 * 60 * 1000;
/** Of each kind, the newest stays unread whenever it happened: there is always something new to open. */
const KEEP_NEWEST = 1;

/**
 * The owner has kept up with the bell (issue 33: the demo began with 76 unread): everything from before the
 * last six hours is read but the newest of each kind, so what is left unread is a few recent bookings,
 * messages and alerts.
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
    from (
      select y.*, row_number() over (partition by y.kind order by y.happened_at desc) as newest
      from (${withReadState(reach, now)}) y
    ) x
    where not x.read and x.happened_at < ${seenBefore}::timestamptz and x.newest > ${KEEP_NEWEST}
    on conflict (user_id, kind, item_id) do nothing`);
}
