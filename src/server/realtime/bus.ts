import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbOrTx } from '../db/client';
import { PLAN_CHANNEL, parsePlanChanged } from './plan-events';
import { parseQueueEvent, QUEUE_CHANNEL, type QueueEvent } from './queue-events';

export const CHAT_CHANNEL = 'chat_events';
export const SESSION_CHANNEL = 'session_events';

/**
 * Ids only: each listener loads the message itself, so the payload stays far below NOTIFY's 8000 bytes.
 * `verified`: false for a room a widget guest opened (only that guest and staff may hear it).
 */
export type ChatEvent = {
  businessId: number;
  roomId: number;
  clientId: number;
  verified: boolean;
  messageId: number;
};

/** NOTIFY inside the writer's transaction: PostgreSQL delivers it only if and when that transaction commits. */
export async function announceChatMessage(tx: DbOrTx, event: ChatEvent): Promise<void> {
  const payload = JSON.stringify({
    b: event.businessId,
    r: event.roomId,
    c: event.clientId,
    v: event.verified,
    m: event.messageId,
  });
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
}

export function parseChatEvent(payload: string | undefined): ChatEvent | null {
  try {
    const p = JSON.parse(payload ?? '') as Record<string, unknown>;
    const ids = [p.b, p.r, p.c, p.m];
    if (!ids.every((v) => Number.isInteger(v))) return null;
    return {
      businessId: p.b as number,
      roomId: p.r as number,
      clientId: p.c as number,
      // Anything but an explicit true (an older writer's payload, say) reaches staff and the room's guest only.
      verified: p.v === true,
      messageId: p.m as number,
    };
  } catch {
    return null;
  }
}

/**
 * Sessions that just ended: staff sessions by their stored sid, portal and widget sessions by their
 * token hash. Every instance closes its sockets that were opened with them.
 */
export type SessionsEnded = { staff: string[]; portal: string[] };

/** Hashes are 43 characters: 100 of them keep a payload near 4.6 kB, under NOTIFY's 8000 bytes. */
const SESSIONS_PER_NOTIFY = 100;

/** Inside the transaction that deletes the sessions, so sockets close only once the deletion commits. */
export async function announceSessionsEnded(tx: DbOrTx, ended: Partial<SessionsEnded>): Promise<void> {
  const all = [
    ...(ended.staff ?? []).map((id) => ['s', id] as const),
    ...(ended.portal ?? []).map((id) => ['p', id] as const),
  ];
  for (let i = 0; i < all.length; i += SESSIONS_PER_NOTIFY) {
    const chunk = all.slice(i, i + SESSIONS_PER_NOTIFY);
    const payload = JSON.stringify({
      s: chunk.filter(([kind]) => kind === 's').map(([, id]) => id),
      p: chunk.filter(([kind]) => kind === 'p').map(([, id]) => id),
    });
    await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  }
}

export function parseSessionsEnded(payload: string | undefined): SessionsEnded | null {
  try {
    const p = JSON.parse(payload ?? '') as Record<string, unknown>;
    const strings = (value: unknown) =>
      Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    return { staff: strings(p.s), portal: strings(p.p) };
  } catch {
    return null;
  }
}

export type RealtimeHandlers = {
  onChat: (event: ChatEvent) => void;
  onSessionsEnded: (ended: SessionsEnded) => void;
  onPlanChanged: (businessId: number) => void;
  onQueueChanged: (event: QueueEvent) => void;
  /** The listener is back after a drop: what was published meanwhile never reached this instance. */
  onReconnected: () => void;
};

export type Listener = {
  /** Whether it is listening now (readiness): false between a drop and the reconnect. */
  connected: () => boolean;
  stop: () => Promise<void>;
};
type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTENs on a dedicated connection, never a pooled one (a pooled client goes back to the pool and loses its
 * LISTEN), to `directUrl` when given: PostgreSQL itself, as a pooler in transaction mode can't hold a LISTEN.
 * On PostgreSQL it reconnects after a drop, with growing pauses, then calls `onReconnected`: the sockets close
 * with 1012 and reconnect, and their clients ask for what they missed (`resume`; a queue screen reads its
 * queue again). A missed session ending is also caught by the hub's periodic session check. On the embedded
 * database (one process) PGlite's own listen does the same job and never drops.
 */
export async function listenForRealtime(
  db: Database,
  handlers: RealtimeHandlers,
  log: Log,
  directUrl?: string,
): Promise<Listener> {
  const client = (db as unknown as { $client: unknown }).$client;
  const deliver: Deliver = (channel, payload) => {
    if (channel === CHAT_CHANNEL) {
      const event = parseChatEvent(payload);
      if (event) handlers.onChat(event);
    } else if (channel === SESSION_CHANNEL) {
      const ended = parseSessionsEnded(payload);
      if (ended) handlers.onSessionsEnded(ended);
    } else if (channel === PLAN_CHANNEL) {
      const businessId = parsePlanChanged(payload);
      if (businessId !== null) handlers.onPlanChanged(businessId);
    } else if (channel === QUEUE_CHANNEL) {
      const event = parseQueueEvent(payload);
      if (event) handlers.onQueueChanged(event);
    }
  };
  if (client instanceof pg.Pool)
    return listenOnPostgres(
      directUrl ? { connectionString: directUrl } : client.options,
      deliver,
      handlers.onReconnected,
      log,
    );
  const pglite = client as PGlite;
  const unlisten = await Promise.all(
    [SESSION_CHANNEL, PLAN_CHANNEL, QUEUE_CHANNEL, CHAT_CHANNEL].map((channel) =>
      pglite.listen(channel, (payload) => deliver(channel, payload)),
    ),
  );
  return {
    connected: () => true,
    stop: async () => void (await Promise.all(unlisten.map((stop) => stop()))),
  };
}

type Deliver = (channel: string, payload: string | undefined) => void;

async function listenOnPostgres(
  options: pg.PoolConfig,
  deliver: Deliver,
  onReconnected: () => void,
  log: Log,
): Promise<Listener> {
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ ...options, keepAlive: true });
    client.on('notification', (n) => {
      deliver(n.channel, n.payload);
    });
    client.on('error', (err) => log.warn({ err }, 'chat listener connection failed'));
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      schedule();
    });
    try {
      await client.connect();
      // Chat last: operators (and the fan-out test) find the listener by its last query, 'LISTEN chat_events'.
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      await client.query(`LISTEN ${PLAN_CHANNEL}`);
      await client.query(`LISTEN ${QUEUE_CHANNEL}`);
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    // Only now does an 'end' of this client mean a dropped listener worth reconnecting.
    current = client;
    const reconnected = attempt > 0;
    attempt = 0;
    if (reconnected) {
      log.info({}, 'chat listener reconnected: sockets reconnect to catch up');
      onReconnected();
    }
  };

  const schedule = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      connect().catch((err) => {
        log.warn({ err, attempt }, 'chat listener reconnect failed');
        if (!stopped) schedule();
      });
    }, delay);
  };

  await connect();
  return {
    connected: () => current !== undefined,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
