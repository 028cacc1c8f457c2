import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { readiness, readinessSchema } from './readiness';

const spec = routeSpecs(['operations']);

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
