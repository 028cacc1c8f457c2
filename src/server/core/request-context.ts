import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const requests = new AsyncLocalStorage<FastifyRequest>();

/**
 * Each request's handling runs with the request at hand, so a service deep in a write can say who did it
 * (the audit trail) without every signature carrying the caller (decision 022). Registered first, so every
 * later hook, the handler and what they await run inside it.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.run(request, done);
  });
}

/** The request whose handling is running now; none in a job, a test's direct call or a start-up step. */
export function currentRequest(): FastifyRequest | undefined {
  return requests.getStore();
}
