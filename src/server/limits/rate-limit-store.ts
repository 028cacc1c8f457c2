import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import { withinTime } from '../lib/within-time';
import { logSafeError } from '../logging';

/** How long a shared count may take before the instance counts on its own for that request (issue 34). */
export const SHARED_COUNT_WAIT_MS = 250;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Log = { warn: (obj: object, msg: string) => void };
type RouteParams = { timeWindow?: unknown; routeInfo?: { method?: string | string[]; url?: string } };

/** Rows whose window ended this long ago are deleted, now and then, by whichever instance counts. */
const SWEEP_EVERY = 500;

/**
 * `@fastify/rate-limit`'s store, counted in PostgreSQL (`rate_limit_hits`) so every instance sees the same
 * count (issue 34, decision 027): one upsert per hit on the database clock opens a window or adds to it and
 * answers the count and the time left. A database slower than 250 ms (or down) does not hold requests up:
 * the instance counts that hit on its own, as before, and says so in the log.
 */
export function postgresRateLimitStore(db: Database, log: Log) {
  const local = new Map<string, { hits: number; endsAt: number }>();
  let sinceSweep = 0;

  const countHere = (key: string, timeWindow: number): Counted => {
    const now = Date.now();
    const entry = local.get(key);
    if (!entry || entry.endsAt <= now) {
      local.set(key, { hits: 1, endsAt: now + timeWindow });
      if (local.size > 10_000) for (const [k, e] of local) if (e.endsAt <= now) local.delete(k);
      return { current: 1, ttl: timeWindow };
    }
    entry.hits += 1;
    return { current: entry.hits, ttl: entry.endsAt - now };
  };

  const countShared = async (key: string, timeWindow: number): Promise<Counted> => {
    const result = await db.execute(sql`
      insert into rate_limit_hits as h (key, window_started_at, window_ends_at, hits)
      values (${key}, now(), now() + ${timeWindow} * interval '1 millisecond', 1)
      on conflict (key) do update set
        hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
        window_started_at = case when h.window_ends_at <= now() then now() else h.window_started_at end,
        window_ends_at = case when h.window_ends_at <= now()
          then now() + ${timeWindow} * interval '1 millisecond' else h.window_ends_at end
      returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`);
    const [row] = rowsOf<{ hits: number; ttl: number }>(result);
    return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
  };

  const sweep = () => {
    sinceSweep = 0;
    db.execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`).catch(
      (error: unknown) => log.warn({ err: logSafeError(error) }, 'rate limit sweep failed'),
    );
  };

  return class PostgresRateLimitStore {
    private readonly prefix: string;
    private readonly timeWindow: number;

    /** The plugin's merged parameters of a route (its types say route options; it passes these). */
    constructor(options: unknown = {}) {
      const params = options as RouteParams;
      this.timeWindow = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
      const { method, url } = params.routeInfo ?? {};
      // Each limited route counts apart, as each has its own limit: "POST /api/auth/login|127.0.0.1".
      this.prefix = url ? `${[method].flat().join(',')} ${url}|` : '';
    }

    /** The plugin passes each route's window (ms) after the callback; its types leave it out. */
    incr(key: string, callback: Callback, timeWindow = this.timeWindow) {
      const id = `${this.prefix}${key}`;
      if (++sinceSweep >= SWEEP_EVERY) sweep();
      withinTime(countShared(id, timeWindow), SHARED_COUNT_WAIT_MS).then(
        (counted) => callback(null, counted),
        (error: unknown) => {
          log.warn(
            { err: logSafeError(error), key: this.prefix },
            'rate limit counted on this instance only: the database did not answer, or not in time',
          );
          callback(null, countHere(id, timeWindow));
        },
      );
    }

    child(options: unknown) {
      return new PostgresRateLimitStore(options);
    }
  };
}
