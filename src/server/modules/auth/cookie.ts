import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-store';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind HTTPS (directly or through a trusted proxy) the cookie never travels in clear text.
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
