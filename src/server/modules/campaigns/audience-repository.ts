import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Audience } from '../../../contract/campaigns';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

// Spelled out: drizzle may leave a column unqualified inside a subquery, where `id` would mean another table's.
const clientId = sql.raw('"clients"."id"');

/** The instant `days` days before `now`. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** The segment's own rule, on top of consent. */
function segment(audience: Audience, now: Date): SQL | undefined {
  switch (audience.kind) {
    case 'all_subscribed':
      return undefined;
    case 'visited_within':
      return sql`exists (select 1 from appointments a where a.client_id = ${clientId}
        and a.status = 'completed' and a.starts_at >= ${daysBefore(now, audience.days)}::timestamptz)`;
    case 'not_seen_for':
      // Came at least once, and not since: the last completed visit is older than the days.
      return sql`(select max(a.starts_at) from appointments a where a.client_id = ${clientId}
        and a.status = 'completed') < ${daysBefore(now, audience.days)}::timestamptz`;
    case 'booked_service':
      return sql`exists (select 1 from appointments a where a.client_id = ${clientId}
        and a.service_id = ${audience.serviceId} and a.status <> 'cancelled')`;
    case 'bought_product':
      return sql`exists (select 1 from sales s join sale_items i on i.sale_id = s.id
        where s.customer_id = ${clientId} and i.product_id = ${audience.productId}
        and s.payment_status in ('completed', 'partially_refunded', 'refunded'))`;
  }
}

/**
 * Who a campaign may reach: clients of the business who agreed to marketing email and have an address,
 * within the segment. Nobody else, whatever the segment says.
 */
export function audienceWhere(businessId: number, audience: Audience, now: Date): SQL {
  return and(
    inTenant(clients, businessId),
    eq(clients.marketingOptIn, true),
    isNotNull(clients.email),
    segment(audience, now),
  ) as SQL;
}

export async function countAudience(db: DbOrTx, businessId: number, audience: Audience, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(clients)
    .where(audienceWhere(businessId, audience, now));
  return row?.n ?? 0;
}
