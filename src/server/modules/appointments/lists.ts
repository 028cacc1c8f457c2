import type { AppointmentItem } from '../../../contract/appointments';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { businessTimezone } from '../businesses/timezone';
import { clientExists, listAppointments, listClientAppointments } from './repository';

/** Today's appointments, today being the business's local date. */
export async function listTodayAppointments(db: DbOrTx, businessId: number): Promise<AppointmentItem[]> {
  const today = instantToLocal(new Date(), await businessTimezone(db, businessId)).date;
  return listAppointments(db, businessId, { startDate: today, endDate: today });
}

/** A client's appointments; a client of another business (or none) is 404. */
export async function listAppointmentsOfClient(
  db: DbOrTx,
  businessId: number,
  clientId: number,
): Promise<AppointmentItem[]> {
  if (!(await clientExists(db, businessId, clientId))) throw notFound('Client not found');
  return listClientAppointments(db, businessId, clientId);
}
