import type { FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import { can } from '../../contract/abilities';
import { WS_CLOSE_FORBIDDEN, WS_CLOSE_UNAUTHORIZED } from '../../contract/chat';
import { FEATURE_REQUIRES_PAID_PLAN, hasFeature } from '../../contract/plans';
import type { Database } from '../db/client';
import { findVisitorRoom } from '../modules/waiting-rooms/visitor-token';
import {
  AUTH_TIMEOUT_MS,
  frameBytes,
  MAX_FRAME_BYTES_BEFORE_AUTH,
  parseIncoming,
  WS_CLOSE_TOO_BIG,
} from './frames';
import type { QueueHub, QueueViewer } from './queue-hub';

/**
 * `/ws?channel=queue`: a member with `walkIns.view` and the plan's front_desk by their session cookie (4403
 * without either); anyone else must send `{ type: 'auth', token }` with a queue token within 5 s (4401
 * otherwise) and then hears only that visitor's room. After admission a socket only pings.
 */
export function acceptQueueSocket(
  socket: WebSocket,
  request: FastifyRequest,
  { db, hub }: { db: Database; hub: QueueHub },
) {
  let admitted = false;
  const admit = (viewer: QueueViewer) => {
    admitted = true;
    hub.add(socket, viewer);
  };
  const refuse = () => socket.close(WS_CLOSE_UNAUTHORIZED, 'Unauthorized');

  let authenticating = false;
  const timer = setTimeout(() => {
    if (!admitted) refuse();
  }, AUTH_TIMEOUT_MS);
  socket.on('close', () => clearTimeout(timer));

  socket.on('message', (data) => {
    if (!admitted && frameBytes(data) > MAX_FRAME_BYTES_BEFORE_AUTH) {
      socket.close(WS_CLOSE_TOO_BIG, 'Message too big');
      return;
    }
    const message = parseIncoming(data);
    if (!message) return;
    if (admitted) {
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      return;
    }
    if (authenticating) return;
    if (message.type !== 'auth' || typeof message.token !== 'string') return refuse();
    authenticating = true;
    findVisitorRoom(db, message.token)
      .then((room) => {
        clearTimeout(timer);
        if (!room) return refuse();
        admit({ kind: 'queue_visitor', businessId: room.businessId, roomId: room.roomId });
      })
      .catch(refuse);
  });

  const auth = request.auth;
  if (auth) {
    clearTimeout(timer);
    if (!can(auth.role, 'walkIns.view')) {
      socket.close(WS_CLOSE_FORBIDDEN, 'Forbidden');
      return;
    }
    // As the walk-in routes: staff hear the queues while the plan has front_desk (visitors always hear their own).
    if (!hasFeature(auth.plan, 'front_desk')) {
      socket.close(WS_CLOSE_FORBIDDEN, FEATURE_REQUIRES_PAID_PLAN);
      return;
    }
    admit({ kind: 'queue_staff', businessId: auth.businessId, sid: auth.sid });
  }
}
