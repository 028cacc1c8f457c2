import type { FastifyRequest } from 'fastify';

/** The portal and the widget send `Authorization: Bearer <token>`; no cookie, so nothing rides along cross-site. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
