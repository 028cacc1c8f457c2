import { and, asc, count, eq, gte, ilike, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppointmentItem, ListAppointmentsQuery } from '../../../contract/appointments';
import { decimalText } from '../../../contract/money';
import type { DbOrTx, Tx } from '../../db/client';
import {
  appointments,
  appointmentVisits,
  blockedTimes,
  businesses,
  clients,
  locations,
  services,
  staff,
} from '../../db/schema/index';
import { idInTenant, inTenant, sameBusinessRow } from '../../db/tenant';
import { containsPattern } from '../../lib/like';
import { addMonths } from '../../lib/time';
import type { StaffTime } from './override';
import type { AppointmentScope } from './scope';

const columns = {
  appointment: appointments,
  client: { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone },
  service: {
    id: services.id,
    name: services.name,
    duration: services.duration,
    price: services.price,
    description: services.description,
  },
  staff: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
  location: { id: locations.id, name: locations.name, address: locations.address },
};

type Row = {
  appointment: typeof appointments.$inferSelect;
  client: { id: number; name: string; email: string | null; phone: string | null };
  service: { id: number; name: string; duration: number; price: string; description: string | null };
  staff: { id: number; firstName: string; lastName: string };
  location: { id: number; name: string; address: string | null } | null;
};

export function toAppointmentItem({
  appointment: a,
  client,
  service,
  staff: s,
  location,
}: Row): AppointmentItem {
  return {
    id: a.id,
    clientId: a.clientId,
    serviceId: a.serviceId,
    staffId: a.staffId,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    bufferBeforeMinutes: a.bufferBeforeMinutes,
    bufferAfterMinutes: a.bufferAfterMinutes,
    timezone: a.timezone,
    status: a.status,
    notes: a.notes,
    reminderSent: a.reminderSent,
    sendReminder: a.sendReminder,
    source: a.source,
    createdAt: a.createdAt.toISOString(),
    client,
    service: { ...service, price: decimalText(service.price) },
    price: decimalText(a.price ?? service.price),
    discountAmount: decimalText(a.discountAmount),
    offerCode: a.offerCode,
    staff: s,
    locationId: a.locationId,
    location,
    visitId: a.visitId,
    seriesId: a.seriesId,
  };
}

function joined(db: DbOrTx, where: SQL | undefined) {
  return (
    db
      .select(columns)
      .from(appointments)
      // Each join also matches the business: the planner then reads only this tenant's clients, services
      // and staff instead of hashing every business's rows (bench/RESULTS.md, month call at 1M rows).
      .innerJoin(clients, sameBusinessRow(clients, appointments.clientId, appointments.businessId))
      .innerJoin(services, sameBusinessRow(services, appointments.serviceId, appointments.businessId))
      .innerJoin(staff, sameBusinessRow(staff, appointments.staffId, appointments.businessId))
      .leftJoin(locations, sameBusinessRow(locations, appointments.locationId, appointments.businessId))
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
  );
}

/** Only the scope's staff member's appointments, when it names one. */
function ofScope(scope: AppointmentScope) {
  return and(
    inTenant(appointments, scope.businessId),
    scope.staffId === null ? undefined : eq(appointments.staffId, scope.staffId),
  );
}

/** The calendar's month grid reads this: one query with the client, service and staff joined. */
export async function listAppointments(db: DbOrTx, scope: AppointmentScope, q: ListAppointmentsQuery) {
  const rows = await listAppointmentsQuery(db, scope, q);
  return rows.map(toAppointmentItem);
}

/** The month call's statement; the benchmark's bare server runs this same SQL. */
export function listAppointmentsQuery(db: DbOrTx, scope: AppointmentScope, q: ListAppointmentsQuery) {
  const search = q.search ? containsPattern(q.search) : undefined;
  return joined(
    db,
    and(
      ofScope(scope),
      q.startDate ? gte(appointments.date, q.startDate) : undefined,
      q.endDate ? lte(appointments.date, q.endDate) : undefined,
      q.status ? eq(appointments.status, q.status) : undefined,
      search
        ? or(ilike(clients.name, search), ilike(clients.email, search), ilike(services.name, search))
        : undefined,
    ),
  );
}

export async function listClientAppointments(db: DbOrTx, scope: AppointmentScope, clientId: number) {
  const rows = await joined(db, and(ofScope(scope), eq(appointments.clientId, clientId)));
  return rows.map(toAppointmentItem);
}

/** A recurring series' appointments the scope reaches, by start (cancelled ones included). */
export async function listSeriesAppointments(db: DbOrTx, scope: AppointmentScope, seriesId: number) {
  const rows = await joined(db, and(ofScope(scope), eq(appointments.seriesId, seriesId)));
  return rows.map(toAppointmentItem);
}

/** One appointment, if the scope reaches it. */
export async function getAppointment(db: DbOrTx, scope: AppointmentScope, id: number) {
  const [row] = await joined(db, and(ofScope(scope), eq(appointments.id, id)));
  return row ? toAppointmentItem(row) : undefined;
}

/** The client is this business's and, for a scope of one member, has an appointment with them. */
export async function clientInScope(db: DbOrTx, scope: AppointmentScope, clientId: number) {
  const [row] =
    scope.staffId === null
      ? await db
          .select({ id: clients.id })
          .from(clients)
          .where(idInTenant(clients, clientId, scope.businessId))
          .limit(1)
      : await db
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(ofScope(scope), eq(appointments.clientId, clientId)))
          .limit(1);
  return Boolean(row);
}

/** The appointment, within the business and, for a member who sees only their own, one of `staffId`'s. */
const memberAppointment = (businessId: number, id: number, staffId: number | null) =>
  and(
    idInTenant(appointments, id, businessId),
    staffId === null ? undefined : eq(appointments.staffId, staffId),
  );

/** An appointment of the business (one of `staffId`'s, for a member who sees only their own), locked for a change. */
export async function lockAppointment(tx: Tx, businessId: number, id: number, staffId: number | null) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(memberAppointment(businessId, id, staffId))
    .limit(1)
    .for('update');
  return row;
}

/** Its service, staff member and location: where a move starts from. */
export async function findAppointmentPlace(
  db: DbOrTx,
  businessId: number,
  id: number,
  staffId: number | null,
) {
  const [row] = await db
    .select({
      serviceId: appointments.serviceId,
      staffId: appointments.staffId,
      locationId: appointments.locationId,
    })
    .from(appointments)
    .where(memberAppointment(businessId, id, staffId))
    .limit(1);
  return row;
}

export async function findAppointmentRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(idInTenant(appointments, id, businessId));
  return row;
}

/** Whether the staff member is an active one of the business. */
export async function isActiveStaff(db: DbOrTx, businessId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(idInTenant(staff, staffId, businessId), eq(staff.isActive, true)));
  return Boolean(row);
}

export async function updateAppointmentRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  changes: Partial<typeof appointments.$inferInsert>,
) {
  await db
    .update(appointments)
    .set(changes)
    .where(idInTenant(appointments, id, businessId));
}

/** Deletes the appointment, answering what the audit line and the waitlist need of it. */
export async function deleteAppointmentRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .delete(appointments)
    .where(idInTenant(appointments, id, businessId))
    .returning({
      date: appointments.date,
      startTime: appointments.startTime,
      status: appointments.status,
      clientId: appointments.clientId,
      serviceId: appointments.serviceId,
      staffId: appointments.staffId,
    });
  return row;
}

/** The client's, service's and staff member's names of an appointment, for its audit line. */
export async function namesOf(
  db: DbOrTx,
  businessId: number,
  a: { clientId: number; serviceId: number; staffId: number },
) {
  const [row] = await db
    .select({
      client: clients.name,
      service: services.name,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
    })
    .from(clients)
    .innerJoin(services, eq(services.id, a.serviceId))
    .innerJoin(staff, eq(staff.id, a.staffId))
    .where(idInTenant(clients, a.clientId, businessId));
  return row;
}

/** A blocked time of the business (everyone's, or this staff member's) overlapping the appointment, if any. */
export async function findBlockedTimeOver(
  db: DbOrTx,
  businessId: number,
  staffId: number,
  startsAt: Date,
  endsAt: Date,
) {
  const [row] = await db
    .select({ id: blockedTimes.id })
    .from(blockedTimes)
    .where(
      and(
        inTenant(blockedTimes, businessId),
        or(isNull(blockedTimes.staffId), eq(blockedTimes.staffId, staffId)),
        lt(blockedTimes.startsAt, endsAt),
        sql`${blockedTimes.endsAt} > ${startsAt.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

/** The business's active locations, oldest first. */
export async function listActiveLocations(db: DbOrTx, businessId: number) {
  return db
    .select()
    .from(locations)
    .where(and(inTenant(locations, businessId), eq(locations.isActive, true)))
    .orderBy(asc(locations.id));
}

export async function insertAppointmentRow(db: DbOrTx, row: typeof appointments.$inferInsert) {
  const [inserted] = await db.insert(appointments).values(row).returning();
  return inserted;
}

/** The business's client with this email, created with the name and phone given when there is none. */
export async function findOrCreateClient(
  tx: DbOrTx,
  c: { businessId: number; name: string; email: string; phone?: string | null },
): Promise<number> {
  const [created] = await tx
    .insert(clients)
    .values({ businessId: c.businessId, name: c.name, email: c.email, phone: c.phone ?? null })
    .onConflictDoNothing({ target: [clients.businessId, clients.email] })
    .returning({ id: clients.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, c.businessId), eq(clients.email, c.email)))
    .limit(1);
  if (!existing) throw new Error('client vanished between insert and select');
  return existing.id;
}

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

/** A new visit (several services booked together) of the business. */
export async function insertVisit(db: DbOrTx, businessId: number) {
  const [row] = await db
    .insert(appointmentVisits)
    .values({ businessId })
    .returning({ id: appointmentVisits.id });
  return row;
}

/**
 * The other appointments of an appointment's visit (none for a single service), by start; cancelled ones
 * only when `withCancelled`, since a visit that comes back brings back those cancelled with it.
 */
export async function visitCompanions(
  tx: DbOrTx,
  current: typeof appointments.$inferSelect,
  withCancelled: boolean,
) {
  if (current.visitId === null) return [];
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        inTenant(appointments, current.businessId),
        eq(appointments.visitId, current.visitId),
        ne(appointments.id, current.id),
        withCancelled ? undefined : ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
}

/** An appointment with the names its emails speak: business, client, service and staff member. */
export async function findAppointmentForMail(db: DbOrTx, appointmentId: number) {
  const [row] = await db
    .select({
      a: appointments,
      businessName: businesses.name,
      slug: businesses.slug,
      clientName: clients.name,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      serviceName: services.name,
      staffName: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/**
 * Whether a time lies inside the staff member's working hours that weekday; true as well when the business has
 * set no hours at all (nothing to be outside of).
 */
export async function insideWorkingHours(db: DbOrTx, at: StaffTime): Promise<boolean> {
  const result = await db.execute(sql`
    select
      not exists (select 1 from availability_windows w0 where w0.business_id = ${at.businessId}) as no_hours,
      exists (
        select 1 from availability_windows w
        where w.business_id = ${at.businessId} and w.staff_id = ${at.staffId} and w.is_active
          and w.day_of_week = extract(dow from ${at.date}::date)
          and ${at.startsAt.toISOString()}::timestamptz >= (${at.date}::date + w.start_time::time) at time zone ${at.timezone}
          and ${at.endsAt.toISOString()}::timestamptz <= (${at.date}::date + w.end_time::time) at time zone ${at.timezone}
      ) as inside
  `);
  const row = (result as unknown as { rows: { no_hours: boolean; inside: boolean }[] }).rows[0];
  return Boolean(row?.no_hours || row?.inside);
}

/** The names an override's audit entry shows: the client, the service, and who it was and is now with. */
export async function overrideNames(
  tx: Tx,
  change: {
    businessId: number;
    appointmentId: number;
    before: { staffId: number };
    after: { staffId: number };
  },
) {
  const result = await tx.execute(sql`
    select c.name as client, s.name as service,
      (select first_name || ' ' || last_name from staff
        where id = ${change.before.staffId} and business_id = ${change.businessId}) as was_with,
      (select first_name || ' ' || last_name from staff
        where id = ${change.after.staffId} and business_id = ${change.businessId}) as now_with
    from appointments a
    join clients c on c.id = a.client_id
    join services s on s.id = a.service_id
    where a.id = ${change.appointmentId} and a.business_id = ${change.businessId}
  `);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows[0] ?? {};
}

/** A booking's appointments (the one, or every one of its visit) with what an after-the-fact record shows. */
export async function recordedRows(
  tx: Tx,
  businessId: number,
  first: { id: number; visitId: number | null },
) {
  return tx
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      startsAt: appointments.startsAt,
      status: appointments.status,
      price: appointments.price,
      servicePrice: services.price,
      service: services.name,
      client: clients.name,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(staff, eq(staff.id, appointments.staffId))
    .where(
      and(
        inTenant(appointments, businessId),
        first.visitId === null
          ? eq(appointments.id, first.id)
          : or(eq(appointments.id, first.id), eq(appointments.visitId, first.visitId)),
      ),
    );
}
