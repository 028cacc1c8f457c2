import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  clockActionSchema,
  createTimeEntrySchema,
  currentTimeEntrySchema,
  listTimeEntriesQuerySchema,
  timeEntryListSchema,
  timeEntrySchema,
  updateTimeEntrySchema,
} from '../../../contract/time-entries';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import {
  approveTimeEntry,
  clockIn,
  clockOut,
  createTimeEntry,
  currentEntry,
  deleteTimeEntry,
  endBreak,
  listTimeEntries,
  startBreak,
  updateTimeEntry,
} from './service';

const spec = routeSpecs(['time clock']);
const use = { ability: 'timeClock.use', feature: 'team_pay' } as const;
const manage = { ability: 'timeEntries.manage', feature: 'team_pay' } as const;
const refused = {
  403: apiErrorBodySchema.describe('Clocking someone else without timeEntries.manage'),
  404: apiErrorBodySchema.describe('The staff member or location named is not in this business'),
  409: apiErrorBodySchema.describe(
    'Already clocked in, not clocked in, on a break or not, no staff profile, or the pay period is approved',
  ),
};

export function registerTimeClockRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/time-entries/clock-in',
    spec({
      access: use,
      operationId: 'clockIn',
      summary: 'Clock in now (oneself, or a staff member named by a manager)',
      body: clockActionSchema,
      response: { 201: timeEntrySchema, ...refused },
    }),
    async (request, reply) => reply.code(201).send(await clockIn(db, requireAuth(request), request.body)),
  );

  const actions = [
    ['clock-out', 'clockOut', 'Clock out now; a break still running ends with the shift', clockOut],
    ['break-start', 'startBreak', 'Start a break in the open shift', startBreak],
    ['break-end', 'endBreak', "End the break: its minutes add to the shift's break time", endBreak],
  ] as const;
  for (const [path, operationId, summary, action] of actions) {
    r.post(
      `/api/time-entries/${path}`,
      spec({
        access: use,
        operationId,
        summary,
        body: clockActionSchema,
        response: { 200: timeEntrySchema, ...refused },
      }),
      async (request) => action(db, requireAuth(request), request.body),
    );
  }

  r.get(
    '/api/time-entries/current',
    spec({
      access: use,
      operationId: 'getCurrentTimeEntry',
      summary: "The signed-in member's open shift, for the clock button",
      response: { 200: currentTimeEntrySchema },
    }),
    async (request) => currentEntry(db, requireAuth(request)),
  );

  r.get(
    '/api/time-entries',
    spec({
      access: use,
      operationId: 'listTimeEntries',
      summary:
        "Time entries clocked in on the range's local days (default this week), and any still open from before; one's own without timeEntries.manage",
      querystring: listTimeEntriesQuerySchema,
      response: { 200: timeEntryListSchema, 403: apiErrorBodySchema.describe("Another's entries") },
    }),
    async (request) => listTimeEntries(db, requireAuth(request), request.query),
  );

  r.post(
    '/api/time-entries',
    spec({
      access: manage,
      operationId: 'createTimeEntry',
      summary: 'Add a finished shift by hand',
      body: createTimeEntrySchema,
      response: {
        201: timeEntrySchema,
        404: apiErrorBodySchema.describe('The staff member or location is not in this business'),
        409: apiErrorBodySchema.describe('It overlaps another entry, or its pay period is approved'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await createTimeEntry(db, requireAuth(request), request.body)),
  );

  r.put(
    '/api/time-entries/:id',
    spec({
      access: manage,
      operationId: 'updateTimeEntry',
      summary: 'Correct an entry; a finished one keeps an audit row of who changed what',
      params: idParamsSchema,
      body: updateTimeEntrySchema,
      response: {
        200: timeEntrySchema,
        409: apiErrorBodySchema.describe('It would overlap another entry, or its pay period is approved'),
      },
    }),
    async (request) => updateTimeEntry(db, requireAuth(request), request.params.id, request.body),
  );

  r.post(
    '/api/time-entries/:id/approve',
    spec({
      access: manage,
      operationId: 'approveTimeEntry',
      summary: 'Approve a finished entry (approvedBy, approvedAt); only the owner approves their own',
      params: idParamsSchema,
      response: {
        200: timeEntrySchema,
        403: apiErrorBodySchema.describe("The entry is the approver's own, and they are not the owner"),
        409: apiErrorBodySchema.describe('The entry is still open'),
      },
    }),
    async (request) => approveTimeEntry(db, requireAuth(request), request.params.id),
  );

  r.delete(
    '/api/time-entries/:id',
    spec({
      access: manage,
      operationId: 'deleteTimeEntry',
      summary: 'Delete an entry (a finished one is kept in the audit)',
      params: idParamsSchema,
      response: {
        200: z.object({ message: z.string() }),
        409: apiErrorBodySchema.describe('Its pay period is approved'),
      },
    }),
    async (request) => {
      await deleteTimeEntry(db, requireAuth(request), request.params.id);
      return { message: 'Time entry deleted' };
    },
  );
}
