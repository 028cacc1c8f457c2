import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import { jobStats } from '../jobs/job-stats';

/** Seconds: a page's call takes milliseconds, a report's export may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the metrics token (`Authorization: Bearer …`), compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at `/metrics` (issue 34), for the operator's scraper only: with `METRICS_TOKEN` set, a
 * request must bring it as a bearer token (401 otherwise); unset, there are no metrics (404) and no cost.
 * Request rate, latency by route and 5xx come from every response; the pool, the outbox, job rounds and
 * sockets are read when scraped. Each instance answers for itself: the scraper adds them up.
 */
export function registerMetrics(
  app: FastifyInstance,
  { db, token }: { db: Database; token: string | undefined },
) {
  if (!token) {
    app.get('/metrics', { config: { access: { public: true } } }, async (_request, reply) =>
      reply.code(404).send({ message: 'Not found' }),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'frontdesk_' });

  const requests = new Counter({
    name: 'frontdesk_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'frontdesk_http_request_duration_seconds',
    help: 'Time to answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (`/api/clients/:id`), never the address itself: ids would make every call a series.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const pool = (db as unknown as { $client: unknown }).$client;
  new Gauge({
    name: 'frontdesk_db_pool_connections',
    help: 'PostgreSQL pool: connections open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // A scrape collects every metric at once, so each reads what it shows itself.
  new Gauge({
    name: 'frontdesk_outbox_pending',
    help: 'Emails and texts waiting in the outbox (due now or retrying later)',
    registers: [registry],
    async collect() {
      const result = await db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`);
      this.set(Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'frontdesk_outbox_lag_seconds',
    help: 'How long the oldest message due to go has been waiting (0 when none is due)',
    registers: [registry],
    async collect() {
      const result = await db.execute(sql`
        select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float as lag
        from outbox where status = 'pending' and next_attempt_at <= now()`);
      this.set(Number(rowsOf<{ lag: number }>(result)[0]?.lag ?? 0));
    },
  });
  new Gauge({
    name: 'frontdesk_job_rounds_total',
    help: 'Rounds of each periodic job on this instance, by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    collect() {
      for (const [job, stats] of jobStats()) {
        this.set({ job, outcome: 'ok' }, stats.rounds - stats.failures);
        this.set({ job, outcome: 'failed' }, stats.failures);
      }
    },
  });
  new Gauge({
    name: 'frontdesk_job_last_success_age_seconds',
    help: 'Seconds since each periodic job last finished a round without error (job lag)',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      for (const [job, stats] of jobStats())
        if (stats.lastSuccessAt !== null) this.set({ job }, (Date.now() - stats.lastSuccessAt) / 1000);
    },
  });
  new Gauge({
    name: 'frontdesk_websocket_connections',
    help: 'WebSocket connections open on this instance (staff, chat widgets, queue pages)',
    registers: [registry],
    collect() {
      this.set((app as { websocketServer?: { clients: Set<unknown> } }).websocketServer?.clients.size ?? 0);
    },
  });

  app.get('/metrics', { config: { access: { public: true } } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
