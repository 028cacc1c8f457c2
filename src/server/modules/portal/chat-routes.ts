import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatRoomListItemSchema,
  chatRoomSchema,
  listMessagesQuerySchema,
  sendClientMessageSchema,
} from '../../../contract/chat';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import { claimGuestChatSchema, portalSessionSchema, widgetSessionSchema } from '../../../contract/portal';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { toChatRoom } from '../chat';
import { claimGuestRoom, ensureClientRoom, listClientRooms, startGuestChat } from './chat';
import { readClientRoom, sendClientMessage } from './chat-messages';
import { chatCaller } from './identity';

const spec = routeSpecs(['portal']);
/** What chatCaller answers when the business's plan has no chat. */
const noChat = apiErrorBodySchema.describe('No chat on this plan');

/** The client side of chat: the widget (guest or signed-in client) and the portal. */
export function registerPortalChatRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/portal/widget/session',
    spec({
      access: { public: true },
      rateLimit: { max: 20, timeWindow: '1 hour' },
      operationId: 'startWidgetSession',
      summary: 'Start a guest chat from the booking page (name and email)',
      body: widgetSessionSchema,
      response: {
        201: portalSessionSchema,
        403: noChat,
        404: apiErrorBodySchema.describe('No such business'),
      },
    }),
    async (request, reply) => {
      reply.code(201);
      return startGuestChat(db, request.body);
    },
  );

  r.post(
    '/api/portal/chat/rooms',
    spec({
      access: { portal: true },
      operationId: 'openPortalChatRoom',
      summary: 'My chat room (created on first use)',
      response: {
        200: chatRoomSchema,
        403: noChat,
        404: apiErrorBodySchema.describe("A guest's room is gone"),
      },
    }),
    async (request) => toChatRoom(await ensureClientRoom(db, await chatCaller(db, request))),
  );

  r.post(
    '/api/portal/chat/rooms/claim',
    spec({
      access: { portal: true },
      rateLimit: { max: 60, timeWindow: '1 hour' },
      operationId: 'claimGuestChatRoom',
      summary: "Take over this device's widget guest chat after signing in (same client only)",
      body: claimGuestChatSchema,
      response: {
        200: chatRoomSchema,
        403: apiErrorBodySchema.describe('A guest token, or no chat on this plan'),
        404: apiErrorBodySchema.describe('Not a guest chat of mine'),
      },
    }),
    async (request) => {
      const who = await chatCaller(db, request);
      return toChatRoom(await claimGuestRoom(db, who, request.body.guestToken));
    },
  );

  r.get(
    '/api/portal/chat/rooms',
    spec({
      access: { portal: true },
      operationId: 'listPortalChatRooms',
      summary: 'My chat rooms with last message and unread count',
      response: { 200: z.array(chatRoomListItemSchema), 403: noChat },
    }),
    async (request) => listClientRooms(db, await chatCaller(db, request)),
  );

  r.get(
    '/api/portal/chat/rooms/:id/messages',
    spec({
      access: { portal: true },
      operationId: 'listPortalChatMessages',
      summary: "A room's messages; marks the staff's as read",
      params: idParamsSchema,
      querystring: listMessagesQuerySchema,
      response: { 200: z.array(chatMessageSchema), 403: noChat },
    }),
    async (request) => readClientRoom(db, await chatCaller(db, request), request.params.id, request.query),
  );

  r.post(
    '/api/portal/chat/rooms/:id/messages',
    spec({
      access: { portal: true },
      operationId: 'sendPortalChatMessage',
      summary: 'Send a message as the client',
      params: idParamsSchema,
      body: sendClientMessageSchema,
      response: { 201: chatMessageSchema, 403: noChat },
    }),
    async (request, reply) => {
      const who = await chatCaller(db, request);
      reply.code(201);
      return sendClientMessage(db, who, request.params.id, request.body);
    },
  );
}
