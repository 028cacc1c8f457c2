import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { appRoot } from '../app-root';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.join(appRoot, 'migrations');

/**
 * The advisory lock every migrator takes on PostgreSQL (issue 34): one number for the whole database, so of
 * several instances starting together on a fresh database one migrates and the others wait, then find
 * nothing left to do. (Two migrating at once raced: one crashed on the schema the other had just made.)
 */
export const MIGRATION_LOCK = 3_400_330_039;

/**
 * Applies the committed SQL migrations in `migrations/` (drizzle's journal decides what is new). On
 * PostgreSQL, on one direct connection (`DATABASE_DIRECT_URL`, never a transaction-mode pooler: the lock is
 * the session's) holding `pg_advisory_lock` for the whole run; `onWait` is told when another migrator holds it.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  { onWait }: { onWait?: () => void } = {},
): Promise<void> {
  if (handle.driver !== 'postgres') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.directUrl });
  // A dropped connection is an error of the run below, not an unhandled 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK,
    ]);
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    await migratePg(drizzlePg(client) as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next migrator go at once.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
