import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT } from '../../../contract/search';
import type { DbOrTx } from '../../db/client';
import { appointments, clients, services } from '../../db/schema/index';
import { inTenant, sameBusinessRow } from '../../db/tenant';
import { containsPattern } from '../../lib/like';

/**
 * The business's appointments whose client or service name holds the text (only the staff member's when
 * `staffId` is given), nearest to `now` first, at most a group's worth.
 */
export async function findAppointmentsMatching(
  db: DbOrTx,
  businessId: number,
  staffId: number | null,
  q: string,
  now: Date,
) {
  const pattern = containsPattern(q);
  return db
    .select({
      id: appointments.id,
      clientName: clients.name,
      serviceName: services.name,
      date: appointments.date,
      startTime: appointments.startTime,
    })
    .from(appointments)
    .innerJoin(clients, sameBusinessRow(clients, appointments.clientId, appointments.businessId))
    .innerJoin(services, sameBusinessRow(services, appointments.serviceId, appointments.businessId))
    .where(
      and(
        inTenant(appointments, businessId),
        staffId === null ? undefined : eq(appointments.staffId, staffId),
        or(ilike(clients.name, pattern), ilike(services.name, pattern)),
      ),
    )
    .orderBy(
      sql`abs(extract(epoch from (${appointments.startsAt} - ${now.toISOString()}::timestamptz)))`,
      appointments.id,
    )
    .limit(SEARCH_GROUP_LIMIT);
}
