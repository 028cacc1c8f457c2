import { and, asc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointmentSeries, appointments } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

export async function insertSeries(
  db: DbOrTx,
  businessId: number,
  repeat: { intervalWeeks: number; occurrences?: number | null; untilDate?: string | null },
) {
  const [row] = await db
    .insert(appointmentSeries)
    .values({
      businessId,
      intervalWeeks: repeat.intervalWeeks,
      occurrences: repeat.occurrences ?? null,
      untilDate: repeat.untilDate ?? null,
    })
    .returning({ id: appointmentSeries.id });
  return row;
}

export async function insertAppointment(db: DbOrTx, row: typeof appointments.$inferInsert) {
  await db.insert(appointments).values(row);
}

export async function findSeries(db: DbOrTx, businessId: number, seriesId: number) {
  const [row] = await db
    .select()
    .from(appointmentSeries)
    .where(idInTenant(appointmentSeries, seriesId, businessId))
    .limit(1);
  return row;
}

/** The series' appointments a member reaches: all of them, or only `staffId`'s. */
type InSeries = { businessId: number; seriesId: number; staffId: number | null };

const inSeries = (q: InSeries) =>
  and(
    inTenant(appointments, q.businessId),
    eq(appointments.seriesId, q.seriesId),
    q.staffId === null ? undefined : eq(appointments.staffId, q.staffId),
  );

export async function findSeriesAppointment(db: DbOrTx, q: InSeries, appointmentId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(inSeries(q), eq(appointments.id, appointmentId)))
    .limit(1);
  return row;
}

/** "This and following": the series' appointments from `from` on that are not cancelled, in order, locked. */
export async function lockSeriesFrom(db: DbOrTx, q: InSeries, from: Date) {
  return db
    .select()
    .from(appointments)
    .where(and(inSeries(q), gte(appointments.startsAt, from), ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .for('update');
}

export async function updateSeriesAppointments(
  db: DbOrTx,
  businessId: number,
  ids: number[],
  changes: Partial<typeof appointments.$inferInsert>,
) {
  await db
    .update(appointments)
    .set(changes)
    .where(and(inTenant(appointments, businessId), inArray(appointments.id, ids)));
}

export async function listAppointmentsById(db: DbOrTx, businessId: number, ids: number[]) {
  return db
    .select()
    .from(appointments)
    .where(and(inTenant(appointments, businessId), inArray(appointments.id, ids)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * Another non-cancelled appointment of the staff member whose busy range overlaps this one's: what the
 * exclusion constraint would refuse (half-open ranges). Only the preview asks; writes leave it to the
 * constraint.
 */
export async function overlapsAppointment(
  tx: DbOrTx,
  businessId: number,
  staffId: number,
  o: { busyFrom: Date; busyUntil: Date },
) {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        inTenant(appointments, businessId),
        eq(appointments.staffId, staffId),
        ne(appointments.status, 'cancelled'),
        lt(appointments.busyFrom, o.busyUntil),
        gt(appointments.busyUntil, o.busyFrom),
      ),
    )
    .limit(1);
  return Boolean(row);
}
