import type { Database } from '../db/client';
import { runFlowRound } from '../modules/flows/runner';
import { type JobLogger, startPeriodicJob } from './periodic';

/** Every 30 seconds: new triggers start runs and due steps run. Safe on every instance (SKIP LOCKED, unique runs). */
export function startFlowJob({
  db,
  log,
  intervalMs = 30_000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'flow round',
    intervalMs,
    log,
    round: async () => {
      const advanced = await runFlowRound(db);
      if (advanced) log.info({ advanced }, 'flow round');
    },
  });
}
