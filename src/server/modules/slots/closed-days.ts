import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { performingStaff } from '../services';

/**
 * Whether the day is closed for this service: the business has set hours, and nobody who performs the
 * service (at that location) works that weekday. A closed day has no time to free up, so it offers no
 * waitlist (issue 33). A business with no hours set at all is never closed.
 */
export async function closedOn(
  db: DbOrTx,
  businessId: number,
  on: { serviceId: number; date: string; locationId?: number | null },
): Promise<boolean> {
  const performers = await performingStaff(db, businessId, on.serviceId, on.locationId ?? null);
  const ids =
    performers.length > 0
      ? sql.join(
          performers.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute(sql`
    select
      exists (select 1 from availability_windows where business_id = ${businessId}) as has_hours,
      exists (
        select 1 from availability_windows w
        where w.business_id = ${businessId} and w.is_active and w.staff_id in (${ids})
          and w.day_of_week = extract(dow from ${on.date}::date)
      ) as works
  `);
  const [row] = rowsOf<{ has_hours: boolean; works: boolean }>(result);
  return Boolean(row?.has_hours) && !row?.works;
}
