import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ListAuditEventsQuery } from '../../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { auditEvents, businesses } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/** A business's filters as SQL: the action, the member, and local calendar days in the business's timezone. */
function filtersOf(businessId: number, timezone: string, query: ListAuditEventsQuery): SQL | undefined {
  const conditions: SQL[] = [inTenant(auditEvents, businessId)];
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.actorUserId) conditions.push(eq(auditEvents.actorUserId, Number(query.actorUserId)));
  if (query.startDate)
    conditions.push(
      gte(auditEvents.occurredAt, sql`(${query.startDate}::date)::timestamp at time zone ${timezone}`),
    );
  if (query.endDate)
    conditions.push(
      lt(auditEvents.occurredAt, sql`(${query.endDate}::date + 1)::timestamp at time zone ${timezone}`),
    );
  return and(...conditions);
}

export async function listAuditEvents(
  db: DbOrTx,
  businessId: number,
  timezone: string,
  query: ListAuditEventsQuery,
  page: { limit: number; offset: number },
) {
  const where = filtersOf(businessId, timezone, query);
  // One after the other: `db` may be a transaction's one connection.
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findRetention(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ retentionDays: businesses.auditRetentionDays, timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

export async function updateRetention(db: DbOrTx, businessId: number, retentionDays: number) {
  await db
    .update(businesses)
    .set({ auditRetentionDays: retentionDays, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

/** Lines older than their business's retention; the trigger lets these (and only these) go. */
export async function purgeExpiredAuditEvents(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(
      sql`${auditEvents.occurredAt} < now() - make_interval(days => (
        select ${businesses.auditRetentionDays} from ${businesses} where ${businesses.id} = ${auditEvents.businessId}))`,
    )
    .returning({ id: auditEvents.id });
  return gone.length;
}
