import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export const PLAN_CHANNEL = 'plan_events';

/**
 * Inside the transaction that changes a business's tier or status: once it commits, every instance
 * re-reads that business's plan and closes chat sockets the plan no longer allows.
 */
export async function announcePlanChanged(tx: DbOrTx, businessId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${PLAN_CHANNEL}, ${String(businessId)})`);
}

export function parsePlanChanged(payload: string | undefined): number | null {
  const id = Number(payload);
  return Number.isInteger(id) && id > 0 ? id : null;
}
