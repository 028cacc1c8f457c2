import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../contract/abilities';
import {
  CHAT_FEATURE_REQUIRED,
  type ServerToClient,
  WS_CLOSE_FORBIDDEN,
  WS_CLOSE_UNAUTHORIZED,
} from '../../contract/chat';
import { hasFeature } from '../../contract/plans';
import { loadPortalIdentity } from '../core/portal-sessions';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { isFromAnotherSite } from '../lib/origin-check';
import { logSecurityEvent } from '../lib/security-events';
import { logSafeError } from '../logging';
import { type Listener, listenForRealtime } from './bus';
import { closeEverySocket } from './close-every-socket';
import {
  AUTH_TIMEOUT_MS,
  frameBytes,
  type Incoming,
  MAX_FRAME_BYTES_BEFORE_AUTH,
  parseIncoming,
  WS_CLOSE_TOO_BIG,
} from './frames';
import { ChatHub, liveStaffSids, SESSION_CHECK_MS, type Viewer } from './hub';
import { QueueHub } from './queue-hub';
import { acceptQueueSocket } from './queue-socket';

const asMessageId = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};

async function clientViewer(db: Database, token: unknown): Promise<Viewer | null> {
  if (typeof token !== 'string') return null;
  const identity = await loadPortalIdentity(db, token);
  if (!identity) return null;
  return {
    kind: 'client',
    businessId: identity.businessId,
    clientId: identity.clientId,
    roomId: identity.kind === 'guest' ? identity.roomId : null,
    tokenHash: identity.tokenHash,
    chatEnabled: identity.chatEnabled,
  };
}

function staffViewer(request: FastifyRequest): Viewer | null {
  const auth = request.auth;
  if (!auth) return null;
  return {
    kind: 'staff',
    businessId: auth.businessId,
    userId: auth.userId,
    sid: auth.sid,
    // Chat needs the plan's feature and a role with chat.use (contractors have none).
    chatEnabled: hasFeature(auth.plan, 'chat') && can(auth.role, 'chat.use'),
  };
}

function connectedMessage(viewer: Viewer): ServerToClient {
  if (viewer.kind === 'staff')
    return { type: 'connected', data: { kind: 'staff', businessId: viewer.businessId } };
  return {
    type: 'connected',
    data: { kind: 'client', businessId: viewer.businessId, clientId: viewer.clientId },
  };
}

/**
 * `/ws`: staff by their session cookie, clients by their portal or widget token (?token= or a first
 * { type: 'auth' } message). The spec's userType, userId and clientId parameters are ignored: identity
 * comes only from those credentials. A handshake from another site is refused with 403 before the
 * upgrade; a socket of a business without the chat feature is closed with 4403. New messages arrive
 * through the NOTIFY listener (bus.ts); so do ended sessions (sign-out, a password change), whose
 * sockets close with 4401, on every instance. A periodic check closes the rest (expiry, removal).
 * `/ws?channel=queue` is the walk-in queues' socket instead (queue-socket.ts): no chat feature needed.
 */
export function registerRealtime(
  app: FastifyInstance,
  {
    db,
    listenUrl,
  }: { db: Database /** PostgreSQL itself (DATABASE_DIRECT_URL), not a pooler. */; listenUrl?: string },
) {
  const hub = new ChatHub(db);
  const queueHub = new QueueHub();
  let listener: Listener | undefined;
  let sessionCheck: ReturnType<typeof setInterval> | undefined;

  app.addHook('onReady', async () => {
    listener = await listenForRealtime(
      db,
      {
        onChat: (event) => {
          hub.onEvent(event).catch((err) => app.log.error({ err: logSafeError(err) }, 'chat fan-out failed'));
        },
        onSessionsEnded: (ended) => {
          hub.closeSessions(ended);
          queueHub.closeStaffSessions(ended);
        },
        onQueueChanged: (event) => queueHub.onQueueChanged(event),
        onPlanChanged: (businessId) => {
          hub
            .onPlanChanged(businessId)
            .catch((err) => app.log.error({ err: logSafeError(err) }, 'plan change check failed'));
        },
        onReconnected: () => closeEverySocket(app, 'Reconnect to catch up'),
      },
      app.log,
      listenUrl,
    );
    const current = listener;
    app.instanceState.listener = () => (current.connected() ? 'connected' : 'reconnecting');
    sessionCheck = setInterval(() => {
      hub
        .checkSessions()
        .catch((err) => app.log.warn({ err: logSafeError(err) }, 'socket session check failed'));
      checkQueueSessions().catch((err) =>
        app.log.warn({ err: logSafeError(err) }, 'queue socket session check failed'),
      );
    }, SESSION_CHECK_MS);
    sessionCheck.unref();
  });
  const checkQueueSessions = async () => {
    const sids = queueHub.staffSids();
    const live = new Set(await liveStaffSids(db, sids, new Date()));
    queueHub.closeStaffSessions({ staff: sids.filter((sid) => !live.has(sid)) });
  };
  app.addHook('onClose', async () => {
    if (sessionCheck) clearInterval(sessionCheck);
    await listener?.stop();
  });

  // A browser sends Origin with every WebSocket handshake, and the handshake carries the session cookie, so
  // without this a page on another site could open /ws as the signed-in owner and read the business's chat
  // (cross-site WebSocket hijacking): the same rule as for any request that changes or reveals something.
  const refuseCrossSite = async (request: FastifyRequest) => {
    if (isFromAnotherSite(request)) throw new HttpError(403, 'Cross-site request refused');
  };

  app.get(
    '/ws',
    { websocket: true, onRequest: refuseCrossSite, config: { access: { public: true } } },
    (socket, request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      // Walk-in queues: their own admission (no chat feature needed), see queue-socket.ts.
      if (query.channel === 'queue') return acceptQueueSocket(socket, request, { db, hub: queueHub });
      const early: Incoming[] = [];
      let onIncoming: ((message: Incoming) => void) | null = null;
      let admitted = false;
      socket.on('message', (data) => {
        if (!admitted && frameBytes(data) > MAX_FRAME_BYTES_BEFORE_AUTH) {
          socket.close(WS_CLOSE_TOO_BIG, 'Message too big');
          return;
        }
        const message = parseIncoming(data);
        if (!message) return;
        if (onIncoming) onIncoming(message);
        else early.push(message);
      });

      const admit = (viewer: Viewer) => {
        admitted = true;
        const member = hub.add(socket, viewer);
        socket.send(JSON.stringify(connectedMessage(viewer)));
        const fail = (err: unknown) => request.log.warn({ err: logSafeError(err) }, 'chat resume failed');
        onIncoming = (message) => {
          if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
          if (message.type === 'resume') {
            const id = asMessageId(message.lastMessageId);
            if (id !== null) hub.resume(member, id).catch(fail);
          }
        };
        const fromQuery = asMessageId(query.lastMessageId);
        if (fromQuery !== null) hub.resume(member, fromQuery).catch(fail);
        for (const message of early.splice(0)) onIncoming(message);
      };

      // Refusals are security events like the access hook's (ASVS 5.0 16.3.2): who, and why.
      const refuse = (reason = 'no_session') => {
        logSecurityEvent(request, 'access.denied', {
          status: WS_CLOSE_UNAUTHORIZED,
          reason,
          route: 'GET /ws',
        });
        socket.close(WS_CLOSE_UNAUTHORIZED, 'Unauthorized');
      };
      /** Known, but the business's plan has no chat: nothing to hear, and retrying won't change that. */
      const admitIfChat = (viewer: Viewer | null) => {
        if (!viewer) return refuse('unknown_token');
        if (!viewer.chatEnabled) {
          logSecurityEvent(request, 'access.denied', {
            status: WS_CLOSE_FORBIDDEN,
            reason: 'plan',
            route: 'GET /ws',
            userId: request.auth?.userId,
            businessId: request.auth?.businessId,
          });
          return socket.close(WS_CLOSE_FORBIDDEN, CHAT_FEATURE_REQUIRED);
        }
        admit(viewer);
      };

      if (typeof query.token === 'string') {
        clientViewer(db, query.token)
          .then(admitIfChat)
          .catch(() => refuse('unknown_token'));
        return;
      }
      const staff = staffViewer(request);
      if (staff) {
        admitIfChat(staff);
        return;
      }
      const timer = setTimeout(() => refuse('no_auth_in_time'), AUTH_TIMEOUT_MS);
      socket.on('close', () => clearTimeout(timer));
      const authenticate = (message: Incoming) => {
        if (message.type !== 'auth') return refuse('no_auth_message');
        // Until the token is checked, what arrives (a resume sent right after auth) waits in `early`.
        onIncoming = null;
        clientViewer(db, message.token)
          .then((viewer) => {
            clearTimeout(timer);
            admitIfChat(viewer);
          })
          .catch(() => refuse('unknown_token'));
      };
      const first = early.shift();
      if (first) authenticate(first);
      else onIncoming = authenticate;
    },
  );
}
