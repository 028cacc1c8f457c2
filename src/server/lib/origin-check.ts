import type { FastifyRequest } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses unsafe requests sent by another site (CSRF defence beside SameSite=Lax cookies).
 * Browsers send Origin on every cross-origin unsafe request; Sec-Fetch-Site covers the rest.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    return originHost !== request.host;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === 'cross-site';
}
