import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { trackRequestsInFlight } from './drain';
import type { InstanceState } from './instance-state';
import { registerMetrics } from './metrics/metrics';
import { registerHealthRoutes } from './modules/health/routes';

/**
 * A worker's HTTP side (FRONTDESK_ROLE=worker): `/api/health` and `/api/ready` for the orchestrator and
 * `/metrics` for the scraper (job rounds, lag and failures live here), nothing else. Every other address is
 * 404: a worker put behind the load balancer by mistake serves no page and no call.
 */
export async function buildWorkerApp(options: {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  metricsToken?: string;
  instance: InstanceState;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, return503OnClosing: true, requestTimeout: 30_000 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('instanceState', options.instance);
  trackRequestsInFlight(app);
  registerHealthRoutes(app, { db: options.db });
  registerMetrics(app, { db: options.db, token: options.metricsToken });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}
