import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InstanceState } from './instance-state';
import { safeRequestUrl } from './logging';
import { closeEverySocket } from './realtime/close-every-socket';

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
 * A stop (SIGTERM, SIGINT), in the order a load balancer needs for a deploy without a failed request:
 * 1. readiness answers 503 "stopping" (instance-state.ts) and no new job round starts;
 * 2. for `servingMs` (DRAIN_SECONDS) the instance goes on serving, while the balancer's checks see it go;
 * 3. it stops accepting connections (a request still arriving on a kept-alive one gets 503) and closes its
 *    sockets with 1012, so their clients reconnect to another instance and catch up;
 * 4. the requests and job rounds in flight get `finishMs` to finish.
 * The log says which requests and job rounds it waited for, and whether they finished or were abandoned when
 * the time ran out. Abandoning is clean: every write is one transaction, which the database rolls back when the
 * process goes, and a job's claims are rows it locks (or the outbox's lease), so an abandoned round's work is
 * taken up again by the next round, here after a restart or on another instance.
 */
export async function drain({
  app,
  jobs,
  instance,
  servingMs = 0,
  finishMs,
  log,
}: {
  app: FastifyInstance;
  jobs: StoppableJob[];
  instance?: InstanceState;
  servingMs?: number;
  finishMs: number;
  log: DrainLog;
}): Promise<'finished' | 'abandoned'> {
  if (instance) instance.stopping = true;
  // No new round from now; the rounds in flight finish meanwhile (a stop waits for its round).
  const jobsStopped = Promise.all(jobs.map((job) => job.stop()));
  if (servingMs > 0) {
    log.info({ servingMs }, `stopping: not ready, still serving for ${servingMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, servingMs));
  }
  const requests = app.requestsInFlight();
  const rounds = jobs.filter((job) => job.busy()).map((job) => job.name);
  log.info(
    { requests, jobRounds: rounds, finishMs },
    'stopping: finishing the requests and job rounds in flight',
  );
  const sockets = closeEverySocket(app, 'Server restarting');
  if (sockets > 0) log.info({ sockets }, 'sockets closed with 1012: their clients reconnect elsewhere');
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'abandoned'>((resolve) => {
    timer = setTimeout(() => resolve('abandoned'), finishMs);
  });
  const everything = Promise.all([app.close(), jobsStopped]).then(() => 'finished' as const);
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
      `stopping after ${finishMs / 1000} s with these unfinished: abandoned; their transactions roll back and job rounds run again on the next start or another instance`,
    );
  }
  return outcome;
}
