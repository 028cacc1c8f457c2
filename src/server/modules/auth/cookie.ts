import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_MARKER_COOKIE } from '../../../contract/cookies';
import { SESSION_COOKIE } from './session-store';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    // Behind HTTPS (directly or through a trusted proxy) the cookie never travels in clear text.
    secure: request.protocol === 'https',
    expires,
  };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  // Readable by the page and holding nothing secret: it only tells the web app that asking who is signed in
  // is worth a request, so a visitor's public page makes none (and logs no 401).
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, { path: '/' });
}
