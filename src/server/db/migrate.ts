import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { appRoot } from '../app-root';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.join(appRoot, 'migrations');

/** Applies the committed SQL migrations in `migrations/` (drizzle's journal decides what is new). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
