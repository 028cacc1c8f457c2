import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentItemSchema,
  appointmentSlotsQuerySchema,
  createAppointmentSchema,
  listAppointmentsQuerySchema,
  updateAppointmentSchema,
} from '../../../contract/appointments';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { slotsResponseSchema } from '../../../contract/public-booking';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import {
  getMemberAppointment,
  listAppointmentsOfClient,
  listMemberAppointments,
  listTodayAppointments,
} from './lists';
import { bookStaffAppointment, deleteAppointment, rescheduleSlots, updateAppointment } from './service';

const spec = routeSpecs(['appointments']);
const slotTaken = apiErrorBodySchema.describe('The time slot is taken');
const limitReached = apiErrorBodySchema.describe(
  "Missing role, the plan's monthly appointment limit is reached, or a past or completed booking without appointments.recordPast (managers and up)",
);

export function registerAppointmentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/appointments',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listAppointments',
      summary: 'Appointments by local date range, status and search',
      querystring: listAppointmentsQuerySchema,
      response: { 200: z.array(appointmentItemSchema) },
    }),
    async (request) => listMemberAppointments(db, requireAuth(request), request.query),
  );

  r.get(
    '/api/appointments/today',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listTodayAppointments',
      summary: "Today's appointments (business timezone)",
      response: { 200: z.array(appointmentItemSchema) },
    }),
    async (request) => listTodayAppointments(db, requireAuth(request)),
  );

  r.get(
    '/api/appointments/client/:id',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listClientAppointments',
      summary: "A client's appointments",
      params: idParamsSchema,
      response: { 200: z.array(appointmentItemSchema) },
    }),
    async (request) => listAppointmentsOfClient(db, requireAuth(request), request.params.id),
  );

  r.get(
    '/api/appointments/:id',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'getAppointment',
      summary: 'One appointment',
      params: idParamsSchema,
      response: { 200: appointmentItemSchema },
    }),
    async (request) => getMemberAppointment(db, requireAuth(request), request.params.id),
  );

  r.get(
    '/api/appointments/:id/slots',
    spec({
      access: { ability: 'appointments.view' },
      operationId: 'listRescheduleSlots',
      summary: 'Free start times of one local day to move this appointment to (its own time is free)',
      params: idParamsSchema,
      querystring: appointmentSlotsQuerySchema,
      response: { 200: slotsResponseSchema },
    }),
    async (request) => rescheduleSlots(db, requireAuth(request), request.params.id, request.query),
  );

  r.post(
    '/api/appointments',
    spec({
      access: { ability: 'appointments.book' },
      operationId: 'createAppointment',
      summary: 'Book an appointment',
      body: createAppointmentSchema,
      response: { 201: appointmentItemSchema, 403: limitReached, 409: slotTaken },
    }),
    async (request, reply) => {
      reply.code(201);
      return bookStaffAppointment(db, requireAuth(request), request.body);
    },
  );

  r.put(
    '/api/appointments/:id',
    spec({
      access: { ability: 'appointments.update' },
      operationId: 'updateAppointment',
      summary: 'Change status or reschedule',
      params: idParamsSchema,
      body: updateAppointmentSchema,
      response: { 200: appointmentItemSchema, 403: limitReached, 409: slotTaken },
    }),
    async (request) => updateAppointment(db, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/appointments/:id',
    spec({
      access: { ability: 'appointments.delete' },
      operationId: 'deleteAppointment',
      summary: 'Delete an appointment',
      params: idParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await deleteAppointment(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
