import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatRoomListItemSchema,
  chatRoomSchema,
  createChatRoomSchema,
  listChatRoomsQuerySchema,
  listMessagesQuerySchema,
  sendStaffMessageSchema,
} from '../../../contract/chat';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { listStaffRooms, openStaffRoom, readStaffRoom, sendStaffMessage } from './service';

const spec = routeSpecs(['chat']);
/** Spec §6: chat is a premium feature; every staff chat call answers 403 without it. */
const access = { ability: 'chat.use', feature: 'chat' } as const;

export function registerChatRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/chat/rooms',
    spec({
      access,
      operationId: 'openChatRoom',
      summary: "Open (or find) a client's chat room",
      body: createChatRoomSchema,
      response: {
        200: chatRoomSchema,
        201: chatRoomSchema,
        404: apiErrorBodySchema.describe('No such client or appointment'),
      },
    }),
    async (request, reply) => {
      const { room, created } = await openStaffRoom(db, requireAuth(request), request.body);
      reply.code(created ? 201 : 200);
      return room;
    },
  );

  r.get(
    '/api/chat/rooms',
    spec({
      access,
      operationId: 'listChatRooms',
      summary: 'Conversations with client, last message and unread count',
      querystring: listChatRoomsQuerySchema,
      response: { 200: z.array(chatRoomListItemSchema) },
    }),
    async (request) => listStaffRooms(db, requireAuth(request), request.query),
  );

  r.get(
    '/api/chat/rooms/:id/messages',
    spec({
      access,
      operationId: 'listChatMessages',
      summary: "A room's messages; marks the client's as read",
      params: idParamsSchema,
      querystring: listMessagesQuerySchema,
      response: { 200: z.array(chatMessageSchema) },
    }),
    async (request) => readStaffRoom(db, requireAuth(request).businessId, request.params.id, request.query),
  );

  r.post(
    '/api/chat/rooms/:id/messages',
    spec({
      access,
      operationId: 'sendChatMessage',
      summary: 'Send a message as the signed-in user',
      params: idParamsSchema,
      body: sendStaffMessageSchema,
      response: { 201: chatMessageSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return sendStaffMessage(db, requireAuth(request), request.params.id, request.body);
    },
  );
}
