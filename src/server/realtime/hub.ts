import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type WebSocket from 'ws';
import type { ChatMessage, ServerToClient } from '../../contract/chat';
import type { Database } from '../db/client';
import { chatMessages, chatRooms } from '../db/schema/index';
import { toChatMessage } from '../modules/chat/messages';
import type { ChatEvent } from './bus';

/**
 * Who is on a socket: staff hear their business's rooms, a client their own rooms, a guest one room.
 * socket.ts admits only viewers with chat; chatEnabled stays as a second check here.
 */
export type Viewer =
  | { kind: 'staff'; businessId: number; chatEnabled: boolean }
  | { kind: 'client'; businessId: number; clientId: number; roomId: number | null; chatEnabled: boolean };

type Member = {
  socket: WebSocket;
  viewer: Viewer;
  /** Ids already sent, so a message met both live and in a resume goes out once. */
  delivered: Set<number>;
  /** While a resume reads the database, live messages wait here to keep ids in order. */
  pending: ChatMessage[] | null;
};

const REMEMBERED_IDS = 2000;
const RESUME_LIMIT = 500;

function canHear(viewer: Viewer, room: { businessId: number; roomId: number; clientId: number }): boolean {
  if (!viewer.chatEnabled || viewer.businessId !== room.businessId) return false;
  if (viewer.kind === 'staff') return true;
  return viewer.roomId !== null ? viewer.roomId === room.roomId : viewer.clientId === room.clientId;
}

function send(socket: WebSocket, message: ServerToClient) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function deliver(member: Member, message: ChatMessage) {
  if (member.delivered.has(message.id)) return;
  member.delivered.add(message.id);
  if (member.delivered.size > REMEMBERED_IDS) {
    const oldest = member.delivered.values().next().value;
    if (oldest !== undefined) member.delivered.delete(oldest);
  }
  send(member.socket, { type: 'new_message', data: { roomId: message.roomId, message } });
}

/** The sockets of this app instance, fed by the NOTIFY listener. */
export class ChatHub {
  private readonly members = new Set<Member>();

  constructor(private readonly db: Database) {}

  add(socket: WebSocket, viewer: Viewer): Member {
    const member: Member = { socket, viewer, delivered: new Set(), pending: null };
    this.members.add(member);
    socket.on('close', () => this.members.delete(member));
    return member;
  }

  get size() {
    return this.members.size;
  }

  /** A committed message: loaded once per instance, then sent to every socket allowed to hear it. */
  async onEvent(event: ChatEvent): Promise<void> {
    const listeners = [...this.members].filter((m) => canHear(m.viewer, event));
    if (listeners.length === 0) return;
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, event.messageId), eq(chatMessages.businessId, event.businessId)))
      .limit(1);
    if (!row) return;
    const message = toChatMessage(row);
    for (const member of listeners) {
      if (member.pending) member.pending.push(message);
      else deliver(member, message);
    }
  }

  /** Everything newer than lastMessageId the socket may hear, oldest first, each once; then 'resumed'. */
  async resume(member: Member, lastMessageId: number): Promise<void> {
    member.pending = member.pending ?? [];
    let missed: ChatMessage[] = [];
    try {
      missed = await this.missedSince(member.viewer, lastMessageId);
      for (const message of missed) deliver(member, message);
    } finally {
      const waiting = (member.pending ?? []).sort((a, b) => a.id - b.id);
      member.pending = null;
      for (const message of waiting) deliver(member, message);
    }
    const last = missed.at(-1)?.id ?? lastMessageId;
    send(member.socket, { type: 'resumed', data: { count: missed.length, lastMessageId: last } });
  }

  private async missedSince(viewer: Viewer, lastMessageId: number): Promise<ChatMessage[]> {
    if (!viewer.chatEnabled) return [];
    const newer = gt(chatMessages.id, lastMessageId);
    let where: SQL | undefined;
    if (viewer.kind === 'staff') where = and(eq(chatMessages.businessId, viewer.businessId), newer);
    else if (viewer.roomId !== null)
      where = and(
        eq(chatMessages.businessId, viewer.businessId),
        eq(chatMessages.roomId, viewer.roomId),
        newer,
      );
    else
      where = and(
        eq(chatMessages.businessId, viewer.businessId),
        eq(chatRooms.clientId, viewer.clientId),
        newer,
      );
    const rows = await this.db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .where(where)
      .orderBy(asc(chatMessages.id))
      .limit(RESUME_LIMIT);
    return rows.map((r) => toChatMessage(r.message));
  }
}
