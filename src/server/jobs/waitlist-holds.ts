import type { Database } from '../db/client';
import { expireWaitlistHolds } from '../modules/waitlist-holds';
import { type JobLogger, startPeriodicJob } from './periodic';

/**
 * Every 20 seconds: waitlist holds whose 15 minutes are up end, and their times go to the next person
 * waiting. (Until then an expired hold already reads as expired and can't be booked; it only keeps its time
 * from others for these few seconds.) Safe on every instance: each business's round runs under its
 * schedule lock.
 */
export function startWaitlistHoldJob({
  db,
  log,
  intervalMs = 20_000,
}: {
  db: Database;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'waitlist hold round',
    intervalMs,
    log,
    round: async () => {
      const ended = await expireWaitlistHolds(db);
      if (ended) log.info({ ended }, 'waitlist holds ended');
    },
  });
}
