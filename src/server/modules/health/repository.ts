import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/** How many migrations the database has applied (drizzle's own table). */
export async function appliedMigrations(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0);
}
