import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export const QUEUE_CHANNEL = 'queue_events';

/** A walk-in queue changed: ids and the queue's new version; screens read the queue again. */
export type QueueEvent = { businessId: number; roomId: number; version: number };

/** Inside the transaction of the change: delivered only if it commits. */
export async function announceQueueChanged(tx: DbOrTx, event: QueueEvent): Promise<void> {
  const payload = JSON.stringify({ b: event.businessId, r: event.roomId, v: event.version });
  await tx.execute(sql`select pg_notify(${QUEUE_CHANNEL}, ${payload})`);
}

export function parseQueueEvent(payload: string | undefined): QueueEvent | null {
  try {
    const p = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (![p.b, p.r, p.v].every((v) => Number.isInteger(v))) return null;
    return { businessId: p.b as number, roomId: p.r as number, version: p.v as number };
  } catch {
    return null;
  }
}
