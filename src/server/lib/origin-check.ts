import type { FastifyRequest } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses unsafe requests sent by another site (CSRF defence beside SameSite=Lax cookies).
 * Browsers send Origin on every cross-origin unsafe request; Sec-Fetch-Site covers the rest.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  return isFromAnotherSite(request);
}

/**
 * Whether another site (or a sibling subdomain) sent this request, whatever its method: for the few GETs that
 * change something, like signing out. The browser's own navigation (typed, bookmarked, our links) says
 * `same-origin` or `none`.
 */
export function isFromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
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
  return false;
}
