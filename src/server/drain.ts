import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeRequestUrl } from './logging';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being answered now, as a log may show them (`GET /api/invitations/[redacted]`). */
    requestsInFlight: () => string[];
  }
}

/** Work a stop waits for: a periodic job (jobs/periodic.ts). */
export type StoppableJob = { name: string; busy: () => boolean; stop: () => Promise<void> };

type DrainLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** Keeps the requests in flight for `app.requestsInFlight()`. */
export function trackRequestsInFlight(app: FastifyInstance) {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request);
  });
  app.decorate('requestsInFlight', () =>
    [...inFlight].map((r) => `${r.method} ${safeRequestUrl(r.url, r.routeOptions.url)}`),
  );
}

/**
 * A stop (SIGTERM, SIGINT): no new requests or job rounds start (new requests get 503), and what is in flight
 * has `drainMs` to finish. The log says which requests and job rounds it waited for, and whether they finished
 * or were abandoned when the time ran out. Abandoning is clean: every write is one transaction, which the
 * database rolls back when the process goes, and a job's claims are rows it locks, so an abandoned round's
 * work is taken up again by the next round, here after a restart or on another instance.
 */
export async function drain({
  app,
  jobs,
  drainMs,
  log,
}: {
  app: FastifyInstance;
  jobs: StoppableJob[];
  drainMs: number;
  log: DrainLog;
}): Promise<'finished' | 'abandoned'> {
  const requests = app.requestsInFlight();
  const rounds = jobs.filter((job) => job.busy()).map((job) => job.name);
  log.info(
    { requests, jobRounds: rounds, drainMs },
    'stopping: finishing the requests and job rounds in flight',
  );
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'abandoned'>((resolve) => {
    timer = setTimeout(() => resolve('abandoned'), drainMs);
  });
  const everything = Promise.all([app.close(), ...jobs.map((job) => job.stop())]).then(
    () => 'finished' as const,
  );
  const outcome = await Promise.race([everything, timeUp]);
  clearTimeout(timer);
  if (outcome === 'finished') {
    log.info({ requests, jobRounds: rounds }, 'stopped: every request and job round in flight finished');
  } else {
    log.warn(
      {
        requests: app.requestsInFlight(),
        jobRounds: jobs.filter((job) => job.busy()).map((job) => job.name),
      },
      `stopping after ${drainMs / 1000} s with these unfinished: abandoned; their transactions roll back and job rounds run again on the next start or another instance`,
    );
  }
  return outcome;
}
