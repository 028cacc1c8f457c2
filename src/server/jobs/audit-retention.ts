import type { Database } from '../db/client';
import { purgeExpiredAuditEvents } from '../modules/audit/repository';
import { type JobLogger, startPeriodicJob } from './periodic';

/**
 * Every hour: lines of Settings → Activity older than their business's retention (400 days unless the owner
 * keeps them longer) go. Safe on every instance: a line is deleted once, whoever gets there first.
 */
export function startAuditRetentionJob({
  db,
  log,
  intervalMs = 60 * 60_000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'audit retention round',
    intervalMs,
    log,
    round: async () => {
      const purged = await purgeExpiredAuditEvents(db);
      if (purged) log.info({ purged }, 'audit lines past their retention deleted');
    },
  });
}
