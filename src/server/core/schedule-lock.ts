import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The business's schedule lock, held to the end of the transaction. Every write that takes a staff member's
 * time (a booking, a move, a revived appointment, a series) and every waitlist hold takes it first, so a
 * hold and a booking of the same time can't both pass their checks: appointments and holds live in two
 * tables, and an exclusion constraint only sees its own. (Appointments among themselves are still kept
 * apart by their own exclusion constraint.)
 */
export async function lockSchedule(tx: DbOrTx, businessId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(20261125, ${businessId})`);
}
