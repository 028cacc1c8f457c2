import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/postgres-errors';

const guarded = new WeakSet<pg.PoolClient>();

/**
 * Gives a checked-out client back to the pool as broken the moment one of its statements finds the connection
 * gone, and makes a second give-back harmless. Drizzle's transaction sends BEGIN before its try/finally
 * (drizzle-orm 0.45 node-postgres session.ts): a BEGIN on a connection PostgreSQL just ended would keep its
 * client checked out for good, and ten of those leave every request waiting for a client forever.
 */
function guard(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    giveBack(error);
  };
  if (!guarded.has(client)) {
    guarded.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) client.release(error as Error);
        throw error;
      });
    };
  }
  return client;
}

/**
 * node-postgres's pool, hardened for a database that drops connections (a restart, a failover,
 * `pg_terminate_backend`, a pooler restart): no client's 'error' event can end the process, a client whose
 * connection broke leaves the pool, and a request waits at most `connectionTimeoutMillis` for a client.
 */
export class ConnectionSafePool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ connectionTimeoutMillis: 30_000, ...config });
    // An EventEmitter's 'error' with no listener ends the process. The pool listens to its idle clients
    // only, so every client gets a listener of its own from the start, for while it is checked out (a
    // transaction between two statements); the statement in flight fails instead, and the request answers
    // 503 (app.ts).
    this.on('error', () => {});
    this.on('connect', (client) => {
      client.on('error', () => {});
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The pool's own query() checks out with a callback and gives back in every case.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(guard);
  }
}
