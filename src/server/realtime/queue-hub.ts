import type WebSocket from 'ws';
import { WS_CLOSE_UNAUTHORIZED } from '../../contract/chat';
import type { QueueServerToClient } from '../../contract/waiting-rooms';
import type { SessionsEnded } from './bus';
import type { QueueEvent } from './queue-events';

/**
 * Who listens to walk-in queues: a member (`walkIns.view`) hears every room of their business; a visitor,
 * by their queue token, hears only their own room. Events carry no names: a screen reads the queue again.
 */
export type QueueViewer =
  | { kind: 'queue_staff'; businessId: number; sid: string }
  | { kind: 'queue_visitor'; businessId: number; roomId: number };

type Member = { socket: WebSocket; viewer: QueueViewer };

function send(socket: WebSocket, message: QueueServerToClient) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

const hears = (viewer: QueueViewer, event: QueueEvent) =>
  viewer.businessId === event.businessId && (viewer.kind === 'queue_staff' || viewer.roomId === event.roomId);

/** This instance's queue sockets, fed by the NOTIFY listener (bus.ts). */
export class QueueHub {
  private readonly members = new Set<Member>();

  add(socket: WebSocket, viewer: QueueViewer) {
    const member: Member = { socket, viewer };
    this.members.add(member);
    socket.on('close', () => this.members.delete(member));
    send(socket, { type: 'connected', data: { kind: viewer.kind, businessId: viewer.businessId } });
  }

  get size() {
    return this.members.size;
  }

  /** The staff sids of open sockets, for the periodic session check. */
  staffSids(): string[] {
    return [...this.members].flatMap((m) => (m.viewer.kind === 'queue_staff' ? [m.viewer.sid] : []));
  }

  onQueueChanged(event: QueueEvent): number {
    let sent = 0;
    for (const member of this.members) {
      if (!hears(member.viewer, event)) continue;
      send(member.socket, { type: 'queue_changed', data: { roomId: event.roomId, version: event.version } });
      sent += 1;
    }
    return sent;
  }

  /** Staff sockets of sessions that ended (announced, or found gone by the periodic check) close with 4401. */
  closeStaffSessions(ended: Pick<SessionsEnded, 'staff'>): number {
    const sids = new Set(ended.staff);
    let closed = 0;
    for (const member of [...this.members]) {
      if (member.viewer.kind !== 'queue_staff' || !sids.has(member.viewer.sid)) continue;
      this.members.delete(member);
      member.socket.close(WS_CLOSE_UNAUTHORIZED, 'Session ended');
      closed += 1;
    }
    return closed;
  }
}
