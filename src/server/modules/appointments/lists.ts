import type { AppointmentItem, ListAppointmentsQuery } from '../../../contract/appointments';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { clientInScope, getAppointment, listAppointments, listClientAppointments } from './repository';
import { listScope, type Member, memberScope } from './scope';

/** The appointments list and calendar: the member's default scope unless they ask for one (listScope). */
export async function listMemberAppointments(
  db: DbOrTx,
  member: Member,
  query: ListAppointmentsQuery,
): Promise<AppointmentItem[]> {
  return listAppointments(db, await listScope(db, member, query.staffId), query);
}

/** Today's appointments, today being the business's local date, in the member's default scope. */
export async function listTodayAppointments(db: DbOrTx, member: Member): Promise<AppointmentItem[]> {
  const scope = await listScope(db, member, undefined);
  const today = instantToLocal(new Date(), await businessTimezone(db, member.businessId)).date;
  return listAppointments(db, scope, { startDate: today, endDate: today });
}

/** A client's appointments; a client of another business (or, for a contractor, not theirs) is 404. */
export async function listAppointmentsOfClient(
  db: DbOrTx,
  member: Member,
  clientId: number,
): Promise<AppointmentItem[]> {
  const scope = await memberScope(db, member);
  if (!(await clientInScope(db, scope, clientId))) throw notFound('Client not found');
  return listClientAppointments(db, scope, clientId);
}

/** One appointment the member may see. */
export async function getMemberAppointment(db: DbOrTx, member: Member, id: number): Promise<AppointmentItem> {
  const found = await getAppointment(db, await memberScope(db, member), id);
  if (!found) throw notFound('Appointment not found');
  return found;
}
