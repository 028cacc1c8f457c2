import type { FastifyRequest } from 'fastify';

/**
 * The origin sign-in links in emails point at. The Host header is whatever the caller sent, so anyone
 * could ask for a victim's sign-in link pointing at their own site: PUBLIC_URL (e.g.
 * https://book.example.com) pins it, and production must set it. Without it (development, tests) the
 * request's host is used.
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
