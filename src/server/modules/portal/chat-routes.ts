import type { FastifyInstance } from 'fastify';
import { listMessagesQuerySchema, sendClientMessageSchema } from '../../../contract/chat';
import { idParamsSchema } from '../../../contract/common';
import { claimGuestChatSchema, widgetSessionSchema } from '../../../contract/portal';
import type { Database } from '../../db/client';
import { parse } from '../../lib/validate';
import { openRoom, postMessage } from '../chat/messages';
import { roomNotFound, toChatRoom } from '../chat/rooms';
import { claimGuestRoom, ensureClientRoom, listClientRooms, requireClientRoom, startGuestChat } from './chat';
import { chatCaller } from './identity';

const tag = 'portal';

function roomId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw roomNotFound();
  return parsed.data.id;
}

/** The client side of chat: the widget (guest or signed-in client) and the portal. */
export function registerPortalChatRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/api/portal/widget/session',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 20, timeWindow: '1 hour' },
        docs: {
          summary: 'Start a guest chat from the booking page (name and email)',
          tag,
          body: widgetSessionSchema,
          responses: { 201: 'Guest token and room', 403: 'No chat on this plan', 404: 'No such business' },
        },
      },
    },
    async (request, reply) => {
      const input = parse(widgetSessionSchema, request.body);
      return reply.code(201).send(await startGuestChat(db, input));
    },
  );

  app.post(
    '/api/portal/chat/rooms',
    { config: { access: { public: true }, docs: { summary: 'My chat room (created on first use)', tag } } },
    async (request) => toChatRoom(await ensureClientRoom(db, await chatCaller(db, request))),
  );

  app.post(
    '/api/portal/chat/rooms/claim',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 60, timeWindow: '1 hour' },
        docs: {
          summary: "Take over this device's widget guest chat after signing in (same client only)",
          tag,
          body: claimGuestChatSchema,
          responses: {
            200: 'The room, now verified and in my rooms',
            403: 'A guest token, or no chat on this plan',
            404: 'Not a guest chat of mine',
          },
        },
      },
    },
    async (request) => {
      const who = await chatCaller(db, request);
      const { guestToken } = parse(claimGuestChatSchema, request.body);
      return toChatRoom(await claimGuestRoom(db, who, guestToken));
    },
  );

  app.get(
    '/api/portal/chat/rooms',
    {
      config: {
        access: { public: true },
        docs: { summary: 'My chat rooms with last message and unread count', tag },
      },
    },
    async (request) => listClientRooms(db, await chatCaller(db, request)),
  );

  app.get(
    '/api/portal/chat/rooms/:id/messages',
    {
      config: {
        access: { public: true },
        docs: {
          summary: "A room's messages; marks the staff's as read",
          tag,
          responses: { 200: 'OK', 404: 'Not my room' },
        },
      },
    },
    async (request) => {
      const who = await chatCaller(db, request);
      const room = await requireClientRoom(db, who, roomId(request.params));
      const { afterId } = parse(listMessagesQuerySchema, request.query);
      return openRoom(db, room.id, 'client', afterId);
    },
  );

  app.post(
    '/api/portal/chat/rooms/:id/messages',
    {
      config: {
        access: { public: true },
        docs: {
          summary: 'Send a message as the client',
          tag,
          body: sendClientMessageSchema,
          responses: { 201: 'Sent', 404: 'Not my room' },
        },
      },
    },
    async (request, reply) => {
      const who = await chatCaller(db, request);
      const room = await requireClientRoom(db, who, roomId(request.params));
      const input = parse(sendClientMessageSchema, request.body);
      const message = await postMessage(db, room, { id: who.clientId, type: 'client' }, input.message);
      return reply.code(201).send(message);
    },
  );
}
