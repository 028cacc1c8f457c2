import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { ConnectionSafePool } from './postgres-pool';
import { retryDeadlockedTransactions } from './retry-transactions';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; repositories accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL: the direct address (no pooler) for migrations' session lock; else undefined. */
  directUrl?: string;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      /** The database itself, not a pooler in transaction mode (DATABASE_DIRECT_URL); default `url`. */
      directUrl?: string;
      poolSize?: number;
    }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new ConnectionSafePool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = retryDeadlockedTransactions(drizzlePg(pool, { schema }) as unknown as Database);
    return { db, driver: 'postgres', directUrl: options.directUrl ?? options.url, close: () => pool.end() };
  }
  // `memory://` (config's IN_MEMORY_DATA_DIR) is PGlite's in-memory database: no folder to make.
  if (options.dataDir && !options.dataDir.startsWith('memory://')) {
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
}
