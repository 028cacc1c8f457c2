import { logSafeError } from '../logging';
import { recordJobRound } from './job-stats';

export type JobLogger = {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

/**
 * Runs `round` every `intervalMs` on this instance. A slow round is never stacked on (the next tick after
 * it ends starts the next one); a failing round is logged and the next one runs as usual; `stop()` waits for
 * the round in flight, so shutdown never cuts one in half. `wake()` runs a round without waiting for the tick.
 */
export function startPeriodicJob({
  name,
  intervalMs,
  log,
  round,
}: {
  /** For the log line of a failed round ("reminder round failed") and of a stop. */
  name: string;
  intervalMs: number;
  log: Pick<JobLogger, 'error'>;
  round: () => Promise<void>;
}) {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  const run = () => {
    const started = performance.now();
    inFlight = round()
      .then(() => recordJobRound(name, 'ok', (performance.now() - started) / 1000))
      .catch((error) => {
        recordJobRound(name, 'failed', (performance.now() - started) / 1000);
        log.error({ err: logSafeError(error) }, `${name} failed`);
      })
      .finally(() => {
        inFlight = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(() => {
    if (stopped || inFlight) return;
    run();
  }, intervalMs);
  timer.unref();
  return {
    name,
    /** Whether a round is running now (a stop says which it waited for, or abandoned). */
    busy: () => inFlight !== null,
    /** Starts a round now, or right after the one in flight (new work was queued on this instance). */
    wake: () => {
      if (stopped) return;
      if (inFlight) again = true;
      else run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
