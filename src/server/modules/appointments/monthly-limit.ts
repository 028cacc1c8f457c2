import { and, count, gte, lt, ne, sql } from 'drizzle-orm';
import { MONTHLY_LIMIT_REACHED } from '../../../contract/appointments';
import { monthlyAppointmentLimit } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { appointments, type businesses } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { forbidden } from '../../lib/http-errors';
import { addMonths } from '../../lib/time';

/**
 * Spec §9: what counts toward a limited plan's month, the calendar month's non-cancelled appointments by their
 * local date (`monthStart` 'YYYY-MM-01'), less `exceptId` (an appointment being changed). The dashboard's
 * usage bar and the limit read this one count.
 */
export async function monthAppointmentCount(
  db: DbOrTx,
  businessId: number,
  monthStart: string,
  exceptId?: number,
): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        inTenant(appointments, businessId),
        ne(appointments.status, 'cancelled'),
        gte(appointments.date, monthStart),
        lt(appointments.date, addMonths(monthStart, 1)),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    );
  return used?.n ?? 0;
}

/**
 * Spec §9: a booking (or a change that makes an appointment count toward a month again) on a limited tier
 * passes the month's count under the business's row lock, so two parallel bookings can't both see limit - 1.
 */
export async function enforceMonthlyLimit(
  tx: DbOrTx,
  business: typeof businesses.$inferSelect,
  date: string,
  exceptId?: number,
) {
  const limit = monthlyAppointmentLimit(business);
  if (limit === -1) return;
  // The second of two parallel bookings waits here for the first to commit.
  await tx.execute(sql`select id from businesses where id = ${business.id} for update`);
  const used = await monthAppointmentCount(tx, business.id, `${date.slice(0, 7)}-01`, exceptId);
  if (used >= limit) throw forbidden(MONTHLY_LIMIT_REACHED);
}
