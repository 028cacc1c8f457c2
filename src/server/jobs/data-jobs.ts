import type { DataJobKind } from '../../contract/data-jobs';
import type { Database } from '../db/client';
import { type DataJobHandlers, purgeFinishedDataJobs, runNextDataJob } from '../modules/data-jobs/runner';
import { onDataJobQueued } from '../modules/data-jobs/wake';
import { dataJobHandlers } from './data-job-handlers';
import { type JobLogger, startPeriodicJob } from './periodic';

const ROUND = 'data job round';
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Imports and exports (modules/data-jobs): a round every 2 seconds, and at once when this instance queues one.
 * Each job runs in one transaction; a stop waits for it through the drain time, and a job abandoned then (or
 * by a crash) rolls back and runs again from the start on the next round anywhere: after a restart, or on
 * another instance. Its name in a stop's log says which job was in flight.
 */
export function startDataJobRunner({
  db,
  log,
  intervalMs = 2_000,
  handlers = dataJobHandlers,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
  handlers?: DataJobHandlers;
}) {
  let current: { id: number; kind: DataJobKind; attempt: number } | null = null;
  let purgedAt = 0;
  const job = startPeriodicJob({
    name: ROUND,
    intervalMs,
    log,
    round: async () => {
      for (;;) {
        const ran = await runNextDataJob(db, handlers, (started) => {
          current = started;
          if (started)
            log.info(
              { job: started.id, kind: started.kind, attempt: started.attempt },
              started.attempt > 1
                ? `${started.kind} job ${started.id} running again after it was stopped (attempt ${started.attempt})`
                : `${started.kind} job ${started.id} started`,
            );
        });
        if (!ran) break;
        if (ran.outcome !== 'skipped')
          log.info(
            { job: ran.id, kind: ran.kind, businessId: ran.businessId, attempt: ran.attempt, rows: ran.rows },
            `${ran.kind} job ${ran.id} ${ran.outcome}${ran.message ? `: ${ran.message}` : ''}`,
          );
      }
      if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = Date.now();
      const purged = await purgeFinishedDataJobs(db);
      if (purged) log.info({ purged }, 'finished data jobs purged');
    },
  });
  const stopListening = onDataJobQueued(job.wake);
  return {
    get name() {
      return current ? `${current.kind} job ${current.id} (attempt ${current.attempt})` : ROUND;
    },
    busy: job.busy,
    wake: job.wake,
    stop: async () => {
      stopListening();
      await job.stop();
    },
  };
}
