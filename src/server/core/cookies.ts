import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_MARKER_COOKIE, sessionCookieName } from '../../contract/cookies';
import { servedOverHttps } from '../lib/public-url';

/** The session cookie's name on this server: `__Host-fd_session` over HTTPS, `fd_session` over plain http. */
export function sessionCookie(env: NodeJS.ProcessEnv = process.env): string {
  return sessionCookieName(servedOverHttps(env));
}

/** The session token the browser sent, read under this server's one name (never the other). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookie()];
}

/**
 * Served over HTTPS (PUBLIC_URL), cookies are Secure whatever the hop from the proxy was: a `__Host-` cookie
 * without it is dropped by the browser. Otherwise Secure when this request itself came over HTTPS (directly or
 * through a trusted proxy), so the cookie never travels in clear text.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: servedOverHttps() || request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  const options = { ...cookieOptions(request), expires };
  reply.setCookie(sessionCookie(), token, { ...options, httpOnly: true });
  // Readable by the page and holding nothing secret: it only tells the web app that asking who is signed in
  // is worth a request, so a visitor's public page makes none (and logs no 401).
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', options);
}

/** Cleared with the attributes they were set with: a browser ignores a `__Host-` cookie's clearing without them. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const options = cookieOptions(request);
  reply.clearCookie(sessionCookie(), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, options);
}

/** A secret cookie's name on this server: `__Host-` over HTTPS, as for the session's. */
function hostOnly(base: string): string {
  return servedOverHttps() ? `__Host-${base}` : base;
}

/** A sign-in waiting for its second factor (five minutes), and a device remembered for 30 days. */
export type SecretCookie = 'fd_2fa' | 'fd_device' | 'fd_webauthn';

export function secretCookieOf(request: FastifyRequest, base: SecretCookie): string | undefined {
  return request.cookies[hostOnly(base)];
}

export function setSecretCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  base: SecretCookie,
  token: string,
  expires: Date,
) {
  reply.setCookie(hostOnly(base), token, { ...cookieOptions(request), httpOnly: true, expires });
}

export function clearSecretCookie(request: FastifyRequest, reply: FastifyReply, base: SecretCookie) {
  reply.clearCookie(hostOnly(base), { ...cookieOptions(request), httpOnly: true });
}
