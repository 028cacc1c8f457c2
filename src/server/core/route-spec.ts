import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '../openapi/route-contract';

/**
 * A route's declaration as one object: who may call it (`access`), its rate limit and ETag, and its
 * contract (operationId, summary, params, query, body, every response). The module's OpenAPI tags are added
 * here, so a routes file names them once. What it returns is Fastify's own `{ config, schema }`, so the
 * request's types still follow from the schemas, and `openapi/route-contract.ts` completes the contract
 * (the error answers that follow from the access and inputs) as before.
 */
export type RouteSpec<S extends FastifySchema> = S & {
  access: Access;
  rateLimit?: FastifyContextConfig['rateLimit'];
  etag?: boolean;
  /** A body limit other than the app's 1 MiB (an upload, a CSV). */
  bodyLimit?: number;
  /** Other tags than the module's. */
  tags?: string[];
};

export function routeSpecs(tags: string[]) {
  return function spec<const S extends FastifySchema>({
    access,
    rateLimit,
    etag,
    bodyLimit,
    ...schema
  }: RouteSpec<S>): {
    config: FastifyContextConfig;
    schema: Omit<S, 'access' | 'rateLimit' | 'etag' | 'bodyLimit'>;
    bodyLimit?: number;
  } {
    const config: FastifyContextConfig = { access };
    if (rateLimit) config.rateLimit = rateLimit;
    if (etag) config.etag = etag;
    return { config, schema: { tags, ...schema }, ...(bodyLimit ? { bodyLimit } : {}) };
  };
}
