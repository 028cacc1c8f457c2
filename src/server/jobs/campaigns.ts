import type { Database } from '../db/client';
import { runCampaignRound } from '../modules/campaigns/sending';
import { type JobLogger, startPeriodicJob } from './periodic';

/**
 * Every few seconds: scheduled campaigns that are due start sending, and pending recipients' emails are
 * written to the outbox in batches. Safe on every instance: each claim is FOR UPDATE SKIP LOCKED.
 */
export function startCampaignJob({
  db,
  log,
  intervalMs = 5000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'campaign round',
    intervalMs,
    log,
    round: async () => {
      const queued = await runCampaignRound(db);
      if (queued) log.info({ queued }, 'campaign round');
    },
  });
}
