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
import type { Database } from '../../db/client';
import { requireAuth } from '../auth/access';
import { openRoom, postMessage } from './messages';
import { listBusinessRooms } from './rooms';
import { checkClaimedUser, openStaffRoom, requireStaffRoom } from './service';

const tags = ['chat'];
/** Spec §6: chat is a premium feature; every staff chat call answers 403 without it. */
const access = { ability: 'chat.use', feature: 'chat' } as const;

export function registerChatRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/chat/rooms',
    {
      config: { access },
      schema: {
        operationId: 'openChatRoom',
        summary: "Open (or find) a client's chat room",
        tags,
        body: createChatRoomSchema,
        response: {
          200: chatRoomSchema,
          201: chatRoomSchema,
          404: apiErrorBodySchema.describe('No such client or appointment'),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      checkClaimedUser(auth, request.body.userId);
      const { room, created } = await openStaffRoom(db, auth, request.body);
      reply.code(created ? 201 : 200);
      return room;
    },
  );

  r.get(
    '/api/chat/rooms',
    {
      config: { access },
      schema: {
        operationId: 'listChatRooms',
        summary: 'Conversations with client, last message and unread count',
        tags,
        querystring: listChatRoomsQuerySchema,
        response: { 200: z.array(chatRoomListItemSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      checkClaimedUser(auth, request.query.userId);
      return listBusinessRooms(db, auth.businessId);
    },
  );

  r.get(
    '/api/chat/rooms/:id/messages',
    {
      config: { access },
      schema: {
        operationId: 'listChatMessages',
        summary: "A room's messages; marks the client's as read",
        tags,
        params: idParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => {
      const { businessId } = requireAuth(request);
      const room = await requireStaffRoom(db, businessId, request.params.id);
      return openRoom(db, room.id, 'user', request.query.afterId);
    },
  );

  r.post(
    '/api/chat/rooms/:id/messages',
    {
      config: { access },
      schema: {
        operationId: 'sendChatMessage',
        summary: 'Send a message as the signed-in user',
        tags,
        params: idParamsSchema,
        body: sendStaffMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      checkClaimedUser(auth, request.body.senderId);
      const room = await requireStaffRoom(db, auth.businessId, request.params.id);
      const message = await postMessage(db, room, { id: auth.userId, type: 'user' }, request.body.message);
      reply.code(201);
      return message;
    },
  );
}
