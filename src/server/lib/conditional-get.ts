import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A route's `config.etag`: its 200 answers carry an ETag and answer 304 to a request that holds it. */
export type EtagConfig = { etag?: boolean };

const routeWantsEtag = (config: unknown) => Boolean((config as EtagConfig | undefined)?.etag);

/** Whether an If-None-Match header names this ETag (or is `*`); weak forms compare equal. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** A strong ETag of the answer's bytes (as they are before compression, so br and gzip share it). */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Conditional GETs for the public answers that rarely change (a business's booking data, reviews, the
 * directory, the calendar feed): a route with `config: { etag: true }` sends an ETag of its 200 body with
 * `cache-control: no-cache` (use it, but ask first), and a GET that sends it back in If-None-Match gets 304
 * and no body. Registered before compression, so the hash is of the plain body. The route contract lists
 * 304 for those routes (route-contract.ts).
 */
export function registerConditionalGets(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!routeWantsEtag(request.routeOptions.config)) return payload;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
