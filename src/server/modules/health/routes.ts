import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import type { InstanceState } from '../../instance-state';
import { withinTime } from '../../lib/within-time';
import { expectedMigrations } from './migrations-at-head';

const spec = routeSpecs(['operations']);

/** How long readiness waits for the database: a load balancer's check should not hang on a stuck one. */
const DATABASE_CHECK_MS = 1_000;

const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready', 'stopping']),
    checks: z.object({
      database: z.enum(['ok', 'unreachable']).describe('Answered a query within a second'),
      migrations: z
        .enum(['ok', 'behind', 'unknown'])
        .describe('Every migration this build knows is applied (unknown: the database did not answer)'),
      listener: z
        .enum(['ok', 'reconnecting', 'none'])
        .describe(
          "The NOTIFY listener that feeds this instance's sockets (none: a worker, which has no sockets)",
        ),
    }),
  })
  .meta({ id: 'Readiness' });
type Readiness = z.infer<typeof readinessSchema>;

/** What a load balancer asks before sending this instance traffic (issue 34). */
async function readiness(db: Database, instance: InstanceState): Promise<Readiness> {
  const state = instance.listener?.();
  const listener = state === undefined ? 'none' : state === 'connected' ? 'ok' : 'reconnecting';
  let checks: Readiness['checks'];
  try {
    const result = await withinTime(
      db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      DATABASE_CHECK_MS,
    );
    const applied = rowsOf<{ applied: number }>(result)[0]?.applied ?? 0;
    checks = {
      database: 'ok',
      migrations: Number(applied) >= expectedMigrations() ? 'ok' : 'behind',
      listener,
    };
  } catch {
    checks = { database: 'unreachable', migrations: 'unknown', listener };
  }
  // A stop's first step (drain.ts): still serving, but a load balancer should send new traffic elsewhere.
  if (instance.stopping) return { status: 'stopping', checks };
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && listener !== 'reconnecting';
  return { status: ready ? 'ready' : 'not_ready', checks };
}

/**
 * `/api/health`: the process is alive (a restart is the cure when it isn't). `/api/ready`: it can serve, the
 * database answering at this build's schema and the NOTIFY listener connected. From SIGTERM on it answers 503
 * "stopping" while the instance still serves for the drain time; once it closes, both answer 503 (drain.ts).
 */
export function registerHealthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    spec({
      access: { public: true },
      operationId: 'getHealth',
      summary: 'Liveness: the process is up (it answers once migrations ran); readiness is /api/ready',
      response: { 200: z.object({ status: z.literal('ok') }) },
    }),
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/ready',
    spec({
      access: { public: true },
      operationId: 'getReady',
      summary:
        'Readiness, for a load balancer: the database answers within a second and has every migration of this build, the NOTIFY listener is connected, and no stop has begun',
      response: {
        200: readinessSchema.describe('Ready for traffic'),
        503: readinessSchema.describe('Not ready, or stopping: send traffic elsewhere'),
      },
    }),
    async (_request, reply) => {
      const answer = await readiness(db, app.instanceState);
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
}
