import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  addedToQueueSchema,
  addToQueueSchema,
  createWaitingRoomSchema,
  moveQueueEntrySchema,
  queueActionParamsSchema,
  queueBoardSchema,
  queueEntryParamsSchema,
  queueEntrySchema,
  queueViewSchema,
  updateWaitingRoomSchema,
  waitingRoomSchema,
} from '../../../contract/waiting-rooms';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { binaryResponse } from '../../openapi/route-contract';
import { actOnEntry, addToQueue, moveEntry } from './queue';
import {
  createWaitingRoom,
  deleteWaitingRoom,
  getWaitingRoom,
  listWaitingRooms,
  updateWaitingRoom,
} from './rooms';
import { queueBoard, queueView } from './views';

const spec = routeSpecs(['walk-ins']);
/** Walk-in rooms are the plan's front desk (decision 021). */
const feature = 'front_desk' as const;
const fullOrClosed = apiErrorBodySchema.describe(
  "'The waiting list is full' or 'This waiting list is closed'",
);

export function registerWaitingRoomRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/waiting-rooms',
    spec({
      access: { ability: 'walkIns.view', feature },
      operationId: 'listWaitingRooms',
      summary: "The business's waiting rooms, by name",
      response: { 200: z.array(waitingRoomSchema) },
    }),
    async (request) => listWaitingRooms(db, requireAuth(request).businessId),
  );

  r.post(
    '/api/waiting-rooms',
    spec({
      access: { ability: 'walkIns.manage', feature },
      operationId: 'createWaitingRoom',
      summary: 'Add a waiting room (one per location at a business with locations)',
      body: createWaitingRoomSchema,
      response: {
        201: waitingRoomSchema,
        409: apiErrorBodySchema.describe('This location already has a waiting room'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await createWaitingRoom(db, requireAuth(request).businessId, request.body)),
  );

  r.get(
    '/api/waiting-rooms/:id',
    spec({
      access: { ability: 'walkIns.view', feature },
      operationId: 'getWaitingRoom',
      summary: 'One waiting room',
      params: idParamsSchema,
      response: { 200: waitingRoomSchema },
    }),
    async (request) => getWaitingRoom(db, requireAuth(request).businessId, request.params.id),
  );

  r.put(
    '/api/waiting-rooms/:id',
    spec({
      access: { ability: 'walkIns.manage', feature },
      operationId: 'updateWaitingRoom',
      summary: 'Edit a waiting room; closing it (isActive false) stops new joins, those waiting stay',
      params: idParamsSchema,
      body: updateWaitingRoomSchema,
      response: {
        200: waitingRoomSchema,
        409: apiErrorBodySchema.describe('This location already has a waiting room'),
      },
    }),
    async (request) =>
      updateWaitingRoom(db, requireAuth(request).businessId, request.params.id, request.body),
  );

  r.delete(
    '/api/waiting-rooms/:id',
    spec({
      access: { ability: 'walkIns.manage', feature },
      operationId: 'deleteWaitingRoom',
      summary: 'Delete a waiting room and its history (refused while visitors are in it)',
      params: idParamsSchema,
      response: {
        200: z.object({ message: z.string() }),
        409: apiErrorBodySchema.describe('Visitors are still in this waiting list'),
      },
    }),
    async (request) => deleteWaitingRoom(db, requireAuth(request).businessId, request.params.id),
  );

  r.get(
    '/api/waiting-rooms/:id/queue',
    spec({
      access: { ability: 'walkIns.view', feature },
      operationId: 'getWaitingRoomQueue',
      summary: "The live queue: those in the room, today's finished visits and how the wait is estimated",
      params: idParamsSchema,
      response: { 200: queueViewSchema },
    }),
    async (request) => queueView(db, requireAuth(request).businessId, request.params.id),
  );

  r.post(
    '/api/waiting-rooms/:id/queue',
    spec({
      access: { ability: 'walkIns.serve', feature },
      operationId: 'addToWaitingRoomQueue',
      summary: 'Add a walk-in on their behalf, or from the reception kiosk',
      params: idParamsSchema,
      body: addToQueueSchema,
      response: { 201: addedToQueueSchema, 409: fullOrClosed },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await addToQueue(db, requireAuth(request).businessId, request.params.id, request.body)),
  );

  r.post(
    '/api/waiting-rooms/:id/queue/:entryId/move',
    spec({
      access: { ability: 'walkIns.serve', feature },
      operationId: 'moveWaitingRoomQueueEntry',
      summary: 'Move a waiting visitor to another place in line (those called stay ahead)',
      params: queueEntryParamsSchema,
      body: moveQueueEntrySchema,
      response: {
        200: queueEntrySchema,
        409: apiErrorBodySchema.describe('Only a waiting visitor can be moved'),
      },
    }),
    async (request) =>
      moveEntry(
        db,
        requireAuth(request).businessId,
        request.params.id,
        request.params.entryId,
        request.body.position,
      ),
  );

  r.post(
    '/api/waiting-rooms/:id/queue/:entryId/:action',
    spec({
      access: { ability: 'walkIns.serve', feature },
      operationId: 'actOnWaitingRoomQueueEntry',
      summary:
        'call (waiting → called; emails or texts the visitor), start (→ serving), complete, no-show or remove',
      params: queueActionParamsSchema,
      response: {
        200: queueEntrySchema,
        409: apiErrorBodySchema.describe("The entry's status doesn't allow this action"),
      },
    }),
    async (request) =>
      actOnEntry(
        db,
        requireAuth(request).businessId,
        request.params.id,
        request.params.entryId,
        request.params.action,
      ),
  );

  r.get(
    '/api/waiting-rooms/:id/board',
    spec({
      access: { ability: 'walkIns.view', feature },
      operationId: 'getWaitingRoomBoard',
      summary: 'The TV board: those in the room by first name and initial, and the wait',
      params: idParamsSchema,
      response: { 200: queueBoardSchema },
    }),
    async (request) => queueBoard(db, requireAuth(request).businessId, request.params.id),
  );

  r.get(
    '/api/waiting-rooms/:id/join-qr.svg',
    spec({
      access: { ability: 'walkIns.view', feature },
      operationId: 'getWaitingRoomJoinQr',
      summary: "A QR code (SVG) of the room's public join link, for the printable poster",
      params: idParamsSchema,
      response: { 200: binaryResponse('image/svg+xml', 'The QR code') },
    }),
    async (request, reply) => {
      const room = await getWaitingRoom(db, requireAuth(request).businessId, request.params.id);
      const svg = await QRCode.toString(room.joinUrl, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=300').send(svg);
    },
  );
}
