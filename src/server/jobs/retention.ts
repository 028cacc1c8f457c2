import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import { type JobLogger, startPeriodicJob } from './periodic';

/** Rows deleted per statement, so one round never holds a long lock or a huge transaction. */
const BATCH = 2_000;

export type Purged = { outbox: number; stripeEvents: number };

/**
 * Sent and failed mail and texts, and handled Stripe events, older than `retentionDays` go (RETENTION_DAYS,
 * 90 unless set; never under 30: the bell shows failed mail of the last 30 days, and Stripe retries an event
 * for 3). A campaign's email keeps its delivery on its recipient first (campaign_recipients.delivery_status),
 * so a campaign's sent and failed counts stay. Pending and sending rows are never touched. Ages are read on the
 * database's clock; every batch is one transaction of rows claimed with SKIP LOCKED, safe on every worker.
 */
export async function purgeOldRecords(db: Database, retentionDays: number): Promise<Purged> {
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  let outboxRows = 0;
  for (;;) {
    const result = await db.execute(sql`
      with old as (
        select id, status from outbox
        where status in ('sent', 'failed') and created_at < ${cutoff}
        order by id limit ${BATCH}
        for update skip locked
      ), kept as (
        update campaign_recipients r set delivery_status = old.status
        from old where r.outbox_id = old.id
      )
      delete from outbox o using old where o.id = old.id
      returning o.id`);
    const gone = rowsOf(result).length;
    outboxRows += gone;
    if (gone < BATCH) break;
  }
  let stripeEvents = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from stripe_events where id in (
        select id from stripe_events where received_at < ${cutoff} limit ${BATCH} for update skip locked)
      returning id`);
    const gone = rowsOf(result).length;
    stripeEvents += gone;
    if (gone < BATCH) break;
  }
  return { outbox: outboxRows, stripeEvents };
}

/** Every hour: purgeOldRecords. Data jobs and audit lines have their own retention (data-jobs.ts, audit-retention.ts). */
export function startRetentionJob({
  db,
  log,
  retentionDays,
  intervalMs = 60 * 60_000,
}: {
  db: Database;
  log: JobLogger;
  retentionDays: number;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'retention round',
    intervalMs,
    log,
    round: async () => {
      const purged = await purgeOldRecords(db, retentionDays);
      if (purged.outbox || purged.stripeEvents)
        log.info({ ...purged, retentionDays }, 'outbox rows and Stripe events past their retention deleted');
    },
  });
}
