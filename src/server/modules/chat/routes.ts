import type { FastifyInstance } from 'fastify';
import {
  createChatRoomSchema,
  listChatRoomsQuerySchema,
  listMessagesQuerySchema,
  sendStaffMessageSchema,
} from '../../../contract/chat';
import { idParamsSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { chatRooms } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { parse } from '../../lib/validate';
import { requireAuth } from '../auth/access';
import { openRoom, postMessage } from './messages';
import { listRoomsWhere, roomNotFound } from './rooms';
import { checkClaimedUser, openStaffRoom, requireStaffRoom } from './service';

const tag = 'chat';
/** Spec §6: chat is a premium feature; every staff chat call answers 403 without it. */
const access = { feature: 'chat' } as const;

function roomId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw roomNotFound();
  return parsed.data.id;
}

export function registerChatRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/api/chat/rooms',
    {
      config: {
        access,
        docs: {
          summary: "Open (or find) a client's chat room",
          tag,
          body: createChatRoomSchema,
          responses: { 200: 'Existing room', 201: 'Created', 404: 'No such client or appointment' },
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const input = parse(createChatRoomSchema, request.body);
      checkClaimedUser(auth, input.userId);
      const { room, created } = await openStaffRoom(db, auth, input);
      return reply.code(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/api/chat/rooms',
    {
      config: { access, docs: { summary: 'Conversations with client, last message and unread count', tag } },
    },
    async (request) => {
      const auth = requireAuth(request);
      checkClaimedUser(auth, parse(listChatRoomsQuerySchema, request.query).userId);
      return listRoomsWhere(db, inTenant(chatRooms, auth.businessId), 'client');
    },
  );

  app.get(
    '/api/chat/rooms/:id/messages',
    {
      config: {
        access,
        docs: {
          summary: "A room's messages; marks the client's as read",
          tag,
          responses: { 200: 'OK', 404: 'No such room' },
        },
      },
    },
    async (request) => {
      const { businessId } = requireAuth(request);
      const id = roomId(request.params);
      const { afterId } = parse(listMessagesQuerySchema, request.query);
      const room = await requireStaffRoom(db, businessId, id);
      return openRoom(db, room.id, 'user', afterId);
    },
  );

  app.post(
    '/api/chat/rooms/:id/messages',
    {
      config: {
        access,
        docs: {
          summary: 'Send a message as the signed-in user',
          tag,
          body: sendStaffMessageSchema,
          responses: { 201: 'Sent', 404: 'No such room' },
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = roomId(request.params);
      const input = parse(sendStaffMessageSchema, request.body);
      checkClaimedUser(auth, input.senderId);
      const room = await requireStaffRoom(db, auth.businessId, id);
      const message = await postMessage(db, room, { id: auth.userId, type: 'user' }, input.message);
      return reply.code(201).send(message);
    },
  );
}
