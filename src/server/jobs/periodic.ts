import { logSafeError } from '../logging';

export type JobLogger = {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

/**
 * Runs `round` every `intervalMs` on this instance. A slow round is never stacked on (the next tick after
 * it ends starts the next one); a failing round is logged and the next one runs as usual; `stop()` waits for
 * the round in flight, so shutdown never cuts one in half.
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
  const timer = setInterval(() => {
    if (stopped || inFlight) return;
    inFlight = round()
      .catch((error) => log.error({ err: logSafeError(error) }, `${name} failed`))
      .finally(() => {
        inFlight = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    name,
    /** Whether a round is running now (a stop says which it waited for, or abandoned). */
    busy: () => inFlight !== null,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
