import type { FastifyInstance } from 'fastify';
import {
  appointmentSlotsQuerySchema,
  createAppointmentSchema,
  listAppointmentsQuerySchema,
  updateAppointmentSchema,
} from '../../../contract/appointments';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { instantToLocal } from '../../lib/time';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { businessTimezone } from '../businesses/timezone';
import { bookAppointment } from './booking';
import { clientExists, getAppointment, listAppointments, listClientAppointments } from './repository';
import { deleteAppointment, rescheduleSlots, updateAppointment } from './service';

function idFrom(params: unknown, what = 'Appointment'): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data.id;
}

const docs = (summary: string, body?: import('zod').ZodType) => ({
  docs: { summary, tag: 'appointments', body },
});

export function registerAppointmentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/appointments',
    { config: docs('Appointments by local date range, status and search') },
    async (request) =>
      listAppointments(
        db,
        requireAuth(request).businessId,
        parse(listAppointmentsQuerySchema, request.query),
      ),
  );

  app.get(
    '/api/appointments/today',
    { config: docs("Today's appointments (business timezone)") },
    async (request) => {
      const { businessId } = requireAuth(request);
      const today = instantToLocal(new Date(), await businessTimezone(db, businessId)).date;
      return listAppointments(db, businessId, { startDate: today, endDate: today });
    },
  );

  app.get('/api/appointments/client/:id', { config: docs("A client's appointments") }, async (request) => {
    const { businessId } = requireAuth(request);
    const clientId = idFrom(request.params, 'Client');
    if (!(await clientExists(db, businessId, clientId))) throw notFound('Client not found');
    return listClientAppointments(db, businessId, clientId);
  });

  app.get('/api/appointments/:id', { config: docs('One appointment') }, async (request) => {
    const found = await getAppointment(db, requireAuth(request).businessId, idFrom(request.params));
    if (!found) throw notFound('Appointment not found');
    return found;
  });

  app.get(
    '/api/appointments/:id/slots',
    { config: docs('Free start times of one local day to move this appointment to (its own time is free)') },
    async (request) => {
      const { businessId } = requireAuth(request);
      const id = idFrom(request.params);
      return rescheduleSlots(db, businessId, id, parse(appointmentSlotsQuerySchema, request.query));
    },
  );

  app.post(
    '/api/appointments',
    { config: docs('Book an appointment', createAppointmentSchema) },
    async (request, reply) => {
      const input = parse(createAppointmentSchema, request.body);
      const { businessId } = requireAuth(request);
      const { appointment } = await bookAppointment(db, { ...input, businessId, channel: 'staff' });
      const item = await getAppointment(db, businessId, appointment.id);
      reply.code(201);
      return item;
    },
  );

  app.put(
    '/api/appointments/:id',
    { config: docs('Change status or reschedule', updateAppointmentSchema) },
    async (request) => {
      const id = idFrom(request.params);
      const input = parse(updateAppointmentSchema, request.body);
      return updateAppointment(db, requireAuth(request).businessId, id, input);
    },
  );

  app.delete('/api/appointments/:id', { config: docs('Delete an appointment') }, async (request, reply) => {
    await deleteAppointment(db, requireAuth(request).businessId, idFrom(request.params));
    return reply.code(204).send();
  });
}
