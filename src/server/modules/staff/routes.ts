import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../contract/abilities';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { notBookableStaffSchema } from '../../../contract/online-booking';
import { createStaffSchema, staffMemberSchema, updateStaffSchema } from '../../../contract/staff';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { staffNotBookableOnline } from './online-booking';
import { createStaff, deleteStaff, listStaff, updateStaff } from './service';

const spec = routeSpecs(['staff']);

export function registerStaffRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/staff',
    spec({
      access: { ability: 'members.view' },
      operationId: 'listStaff',
      summary: 'The team: every staff member (pay only for the owner and admins)',
      response: { 200: z.array(staffMemberSchema) },
    }),
    async (request) => {
      const auth = requireAuth(request);
      return listStaff(db, auth.businessId, can(auth.role, 'staff.pay'));
    },
  );

  r.get(
    '/api/staff/online-booking',
    spec({
      access: { ability: 'members.view' },
      operationId: 'listStaffNotBookableOnline',
      summary: "Active staff members the booking page can't offer, and why (no working hours, no service)",
      response: { 200: z.array(notBookableStaffSchema) },
    }),
    async (request) => staffNotBookableOnline(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/staff',
    spec({
      access: { ability: 'staff.manage' },
      operationId: 'createStaffMember',
      summary: 'Add a staff member',
      body: createStaffSchema,
      response: {
        201: staffMemberSchema,
        409: apiErrorBodySchema.describe('A staff member with this email (or employee ID) already exists'),
      },
    }),
    async (request, reply) => {
      return reply.code(201).send(await createStaff(db, requireAuth(request), request.body));
    },
  );

  r.put(
    '/api/staff/:id',
    spec({
      access: { ability: 'staff.manage' },
      operationId: 'updateStaffMember',
      summary: 'Edit a staff member',
      params: idParamsSchema,
      body: updateStaffSchema,
      response: {
        200: staffMemberSchema,
        409: apiErrorBodySchema.describe("A duplicate email or employee ID, or a change to the owner's role"),
      },
    }),
    async (request) => {
      return updateStaff(db, requireAuth(request), request.params.id, request.body);
    },
  );

  r.delete(
    '/api/staff/:id',
    spec({
      access: { ability: 'staff.manage' },
      operationId: 'deleteStaffMember',
      summary: 'Remove a staff member from the team (past appointments keep their name)',
      params: idParamsSchema,
      response: {
        204: z.null(),
        409: apiErrorBodySchema.describe('They have upcoming appointments, or they are the owner'),
      },
    }),
    async (request, reply) => {
      await deleteStaff(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
