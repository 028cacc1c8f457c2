import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type WebSocket from 'ws';
import {
  type ChatMessage,
  type ServerToClient,
  WS_CLOSE_FORBIDDEN,
  WS_CLOSE_UNAUTHORIZED,
} from '../../contract/chat';
import { FEATURE_REQUIRES_PAID_PLAN } from '../../contract/plans';
import { businessHasFeature } from '../core/business-has-feature';
import type { Database } from '../db/client';
import { chatMessages, chatRooms, memberships, portalSessions, sessions } from '../db/schema/index';
import { toChatMessage } from '../modules/chat/messages';
import type { ChatEvent, SessionsEnded } from './bus';

/**
 * Who is on a socket: staff hear their business's rooms, a signed-in client their own verified rooms, a
 * widget guest its one room. socket.ts admits only viewers with chat; chatEnabled stays as a second
 * check here. `sid` (staff) and `tokenHash` (client) name the session the socket was opened with: when
 * it ends, the socket is closed.
 */
export type Viewer =
  | { kind: 'staff'; businessId: number; userId: number; sid: string; chatEnabled: boolean }
  | {
      kind: 'client';
      businessId: number;
      clientId: number;
      roomId: number | null;
      tokenHash: string;
      chatEnabled: boolean;
    };

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

/** Sessions of open sockets are re-checked this often, for endings no NOTIFY announced (expiry, removal). */
export const SESSION_CHECK_MS = 60_000;
export const SESSION_ENDED = 'Session ended';

function canHear(viewer: Viewer, room: ChatEvent): boolean {
  if (!viewer.chatEnabled || viewer.businessId !== room.businessId) return false;
  if (viewer.kind === 'staff') return true;
  if (viewer.roomId !== null) return viewer.roomId === room.roomId;
  // A guest's room under this client's email is not theirs until they sign in and claim it.
  return viewer.clientId === room.clientId && room.verified;
}

const sessionOf = (viewer: Viewer) => (viewer.kind === 'staff' ? viewer.sid : viewer.tokenHash);

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

/** Of these staff sessions, those still live: not expired, and their user still a member of the business. */
export async function liveStaffSids(db: Database, sids: string[], now: Date): Promise<string[]> {
  if (sids.length === 0) return [];
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.businessId, sql<number>`(${sessions.sess}->>'businessId')::int`),
      ),
    )
    .where(and(inArray(sessions.sid, sids), gt(sessions.expire, now)));
  return rows.map((row) => row.sid);
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

  /** Signed out (or signed out elsewhere by a password change): that session's sockets close with 4401. */
  closeSessions(ended: SessionsEnded): number {
    const staff = new Set(ended.staff);
    const portal = new Set(ended.portal);
    let closed = 0;
    for (const member of this.members) {
      const v = member.viewer;
      if (v.kind === 'staff' ? staff.has(v.sid) : portal.has(v.tokenHash)) {
        this.close(member);
        closed += 1;
      }
    }
    return closed;
  }

  /**
   * Closes the sockets whose session is gone, expired, or (staff) no longer a member of the business:
   * the safety net for endings nobody announced, or announced while this instance wasn't listening.
   */
  async checkSessions(now = new Date()): Promise<number> {
    // Only sockets present now: one admitted while the queries run is judged at the next check.
    const checked = [...this.members];
    const staffSids = new Set<string>();
    const tokenHashes = new Set<string>();
    for (const { viewer } of checked) {
      if (viewer.kind === 'staff') staffSids.add(viewer.sid);
      else tokenHashes.add(viewer.tokenHash);
    }
    if (staffSids.size === 0 && tokenHashes.size === 0) return 0;
    const live = new Set<string>();
    for (const sid of await liveStaffSids(this.db, [...staffSids], now)) live.add(sid);
    if (tokenHashes.size > 0) {
      const rows = await this.db
        .select({ hash: portalSessions.tokenHash })
        .from(portalSessions)
        .where(and(inArray(portalSessions.tokenHash, [...tokenHashes]), gt(portalSessions.expiresAt, now)));
      for (const row of rows) live.add(row.hash);
    }
    let closed = 0;
    for (const member of checked) {
      if (!this.members.has(member) || live.has(sessionOf(member.viewer))) continue;
      this.close(member);
      closed += 1;
    }
    return closed;
  }

  private close(member: Member, code = WS_CLOSE_UNAUTHORIZED, reason = SESSION_ENDED) {
    this.members.delete(member);
    member.socket.close(code, reason);
  }

  /**
   * A business's plan changed (realtime/plan-events.ts): when chat is no longer in it, its sockets (staff and
   * clients alike) close with 4403 at once, instead of staying open and hearing nothing.
   */
  async onPlanChanged(businessId: number): Promise<number> {
    if (await businessHasFeature(this.db, businessId, 'chat')) return 0;
    let closed = 0;
    for (const member of [...this.members]) {
      if (member.viewer.businessId !== businessId) continue;
      this.close(member, WS_CLOSE_FORBIDDEN, FEATURE_REQUIRES_PAID_PLAN);
      closed += 1;
    }
    return closed;
  }

  /** A committed message: loaded once per instance, then sent to every socket allowed to hear it. */
  /**
   * Events are handled one after another, in the order PostgreSQL delivered them, so every socket hears
   * messages in the order they were committed (and a later message proves an earlier one was handled).
   */
  onEvent(event: ChatEvent): Promise<void> {
    const handled = this.eventQueue.then(() => this.handleEvent(event));
    this.eventQueue = handled.catch(() => {});
    return handled;
  }

  private eventQueue: Promise<void> = Promise.resolve();

  private async handleEvent(event: ChatEvent): Promise<void> {
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
        eq(chatRooms.verified, true),
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
