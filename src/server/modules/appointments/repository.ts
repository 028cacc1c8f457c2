import { and, asc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { AppointmentItem, ListAppointmentsQuery } from '../../../contract/appointments';
import type { DbOrTx } from '../../db/client';
import { appointments, clients, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
};

type Row = {
  appointment: typeof appointments.$inferSelect;
  client: { id: number; name: string; email: string | null; phone: string | null };
  service: { id: number; name: string; duration: number; price: string; description: string | null };
  staff: { id: number; firstName: string; lastName: string };
};

export function toAppointmentItem({ appointment: a, client, service, staff: s }: Row): AppointmentItem {
  return {
    id: a.id,
    clientId: a.clientId,
    serviceId: a.serviceId,
    staffId: a.staffId,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    timezone: a.timezone,
    status: a.status,
    notes: a.notes,
    reminderSent: a.reminderSent,
    sendReminder: a.sendReminder,
    createdAt: a.createdAt.toISOString(),
    client,
    service: { ...service, price: Number(service.price).toFixed(2) },
    staff: s,
  };
}

function joined(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(staff, eq(staff.id, appointments.staffId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** The calendar's month grid reads this: one query with the client, service and staff joined. */
export async function listAppointments(db: DbOrTx, businessId: number, q: ListAppointmentsQuery) {
  const rows = await listAppointmentsQuery(db, businessId, q);
  return rows.map(toAppointmentItem);
}

/** The month call's statement; the benchmark's bare server runs this same SQL. */
export function listAppointmentsQuery(db: DbOrTx, businessId: number, q: ListAppointmentsQuery) {
  const search = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return joined(
    db,
    and(
      inTenant(appointments, businessId),
      q.startDate ? gte(appointments.date, q.startDate) : undefined,
      q.endDate ? lte(appointments.date, q.endDate) : undefined,
      q.status ? eq(appointments.status, q.status) : undefined,
      search
        ? or(ilike(clients.name, search), ilike(clients.email, search), ilike(services.name, search))
        : undefined,
    ),
  );
}

export async function listClientAppointments(db: DbOrTx, businessId: number, clientId: number) {
  const rows = await joined(db, and(inTenant(appointments, businessId), eq(appointments.clientId, clientId)));
  return rows.map(toAppointmentItem);
}

export async function getAppointment(db: DbOrTx, businessId: number, id: number) {
  const [row] = await joined(db, and(inTenant(appointments, businessId), eq(appointments.id, id)));
  return row ? toAppointmentItem(row) : undefined;
}

export async function clientExists(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, businessId), eq(clients.id, clientId)))
    .limit(1);
  return Boolean(row);
}
