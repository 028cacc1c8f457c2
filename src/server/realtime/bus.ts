import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbOrTx } from '../db/client';

export const CHAT_CHANNEL = 'chat_events';

/** Ids only: each listener loads the message itself, so the payload stays far below NOTIFY's 8000 bytes. */
export type ChatEvent = { businessId: number; roomId: number; clientId: number; messageId: number };

/** NOTIFY inside the writer's transaction: PostgreSQL delivers it only if and when that transaction commits. */
export async function announceChatMessage(tx: DbOrTx, event: ChatEvent): Promise<void> {
  const payload = JSON.stringify({
    b: event.businessId,
    r: event.roomId,
    c: event.clientId,
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
      messageId: p.m as number,
    };
  } catch {
    return null;
  }
}

export type Listener = { stop: () => Promise<void> };
type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTENs on a dedicated connection, never a pooled one (a pooled client goes back to the pool and
 * loses its LISTEN). On PostgreSQL it reconnects after a drop, with growing pauses; sockets that
 * missed messages meanwhile catch up with `resume`. On the embedded database (one process) PGlite's
 * own listen does the same job.
 */
export async function listenForChat(
  db: Database,
  onEvent: (event: ChatEvent) => void,
  log: Log,
): Promise<Listener> {
  const client = (db as unknown as { $client: unknown }).$client;
  const deliver = (payload: string | undefined) => {
    const event = parseChatEvent(payload);
    if (event) onEvent(event);
  };
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, deliver, log);
  const unlisten = await (client as PGlite).listen(CHAT_CHANNEL, deliver);
  return { stop: () => unlisten() };
}

async function listenOnPostgres(
  options: pg.PoolConfig,
  deliver: (payload: string | undefined) => void,
  log: Log,
): Promise<Listener> {
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ ...options, keepAlive: true });
    client.on('notification', (n) => {
      if (n.channel === CHAT_CHANNEL) deliver(n.payload);
    });
    client.on('error', (err) => log.warn({ err }, 'chat listener connection failed'));
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      schedule();
    });
    try {
      await client.connect();
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
    attempt = 0;
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
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
