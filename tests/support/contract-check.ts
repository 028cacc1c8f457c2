import type { FastifyInstance } from 'fastify';
import { isDocumentedRoute } from '../../src/server/openapi/route-contract';

const violations: string[] = [];

/**
 * Records every API answer whose status the route's contract doesn't list, 5xx included (no route lists one but
 * the tests that fail on purpose). Bodies of listed statuses are already checked: the zod serializer refuses to
 * send one that doesn't match, which is a 500. api-setup.ts fails the test.
 */
export function watchContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || !isDocumentedRoute(url)) return payload;
    const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)
      ?.response;
    const status = String(reply.statusCode);
    if (!responses || !(status in responses)) {
      violations.push(`${request.method} ${url} answered ${status}, which its contract doesn't list`);
    }
    return payload;
  });
}

/** What was recorded since the last call. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
