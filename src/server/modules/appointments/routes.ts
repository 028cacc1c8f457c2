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
import type { Database } from '../../db/client';
import {
  getMemberAppointment,
  listAppointmentsOfClient,
  listMemberAppointments,
  listTodayAppointments,
} from './lists';
import { bookStaffAppointment, deleteAppointment, rescheduleSlots, updateAppointment } from './service';

const tags = ['appointments'];
const slotTaken = apiErrorBodySchema.describe('The time slot is taken');
const limitReached = apiErrorBodySchema.describe(
  "Missing role, the plan's monthly appointment limit is reached, or a past or completed booking without appointments.recordPast (managers and up)",
);

export function registerAppointmentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/appointments',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listAppointments',
        summary: 'Appointments by local date range, status and search',
        tags,
        querystring: listAppointmentsQuerySchema,
        response: { 200: z.array(appointmentItemSchema) },
      },
    },
    async (request) => listMemberAppointments(db, requireAuth(request), request.query),
  );

  r.get(
    '/api/appointments/today',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listTodayAppointments',
        summary: "Today's appointments (business timezone)",
        tags,
        response: { 200: z.array(appointmentItemSchema) },
      },
    },
    async (request) => listTodayAppointments(db, requireAuth(request)),
  );

  r.get(
    '/api/appointments/client/:id',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listClientAppointments',
        summary: "A client's appointments",
        tags,
        params: idParamsSchema,
        response: { 200: z.array(appointmentItemSchema) },
      },
    },
    async (request) => listAppointmentsOfClient(db, requireAuth(request), request.params.id),
  );

  r.get(
    '/api/appointments/:id',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'getAppointment',
        summary: 'One appointment',
        tags,
        params: idParamsSchema,
        response: { 200: appointmentItemSchema },
      },
    },
    async (request) => getMemberAppointment(db, requireAuth(request), request.params.id),
  );

  r.get(
    '/api/appointments/:id/slots',
    {
      config: { access: { ability: 'appointments.view' } },
      schema: {
        operationId: 'listRescheduleSlots',
        summary: 'Free start times of one local day to move this appointment to (its own time is free)',
        tags,
        params: idParamsSchema,
        querystring: appointmentSlotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async (request) => rescheduleSlots(db, requireAuth(request), request.params.id, request.query),
  );

  r.post(
    '/api/appointments',
    {
      config: { access: { ability: 'appointments.book' } },
      schema: {
        operationId: 'createAppointment',
        summary: 'Book an appointment',
        tags,
        body: createAppointmentSchema,
        response: { 201: appointmentItemSchema, 403: limitReached, 409: slotTaken },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return bookStaffAppointment(db, requireAuth(request), request.body);
    },
  );

  r.put(
    '/api/appointments/:id',
    {
      config: { access: { ability: 'appointments.update' } },
      schema: {
        operationId: 'updateAppointment',
        summary: 'Change status or reschedule',
        tags,
        params: idParamsSchema,
        body: updateAppointmentSchema,
        response: { 200: appointmentItemSchema, 403: limitReached, 409: slotTaken },
      },
    },
    async (request) => updateAppointment(db, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/appointments/:id',
    {
      config: { access: { ability: 'appointments.delete' } },
      schema: {
        operationId: 'deleteAppointment',
        summary: 'Delete an appointment',
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteAppointment(db, requireAuth(request).businessId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
