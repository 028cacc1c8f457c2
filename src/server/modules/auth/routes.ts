import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePasswordSchema, loginSchema, signupSchema } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { requireAuth } from './access';
import { clearSessionCookie, setSessionCookie } from './cookie';
import type { LoginThrottle } from './login-throttle';
import { changePassword, getCurrentUser, logIn, signUp } from './service';
import {
  createSession,
  deleteExpiredSessions,
  destroyOtherSessions,
  destroySession,
  SESSION_COOKIE,
} from './session-store';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

type Deps = { db: Database; loginThrottle: LoginThrottle };

/** A new session id at every sign-in; the cookie's old session, if any, is ended (no fixation). */
async function startSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { userId: number; businessId: number },
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await destroySession(deps.db, previous);
  const { token, expire } = await createSession(deps.db, who);
  setSessionCookie(request, reply, token, expire);
  const user = await getCurrentUser(deps.db, who.userId, who.businessId);
  if (!user) throw unauthorized();
  return user;
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const { db, loginThrottle } = deps;

  app.post(
    '/api/auth/signup',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 20, timeWindow: '1 hour' },
        docs: {
          summary: 'Create a user, their business and the owner membership, and sign in',
          tag: 'auth',
          body: signupSchema,
          responses: {
            201: 'The signed-in user',
            409: 'Email already has an account',
            429: 'Too many sign-ups',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parse(signupSchema, request.body);
      const who = await signUp({ db, input });
      const user = await startSession(deps, request, reply, who);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: {
        access: { public: true },
        docs: {
          summary: 'Sign in with email and password',
          tag: 'auth',
          body: loginSchema,
          responses: {
            200: 'The signed-in user',
            401: 'Invalid email or password',
            429: 'Too many failed attempts',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parse(loginSchema, request.body);
      if (loginThrottle.isBlocked(request.ip, input.email)) throw tooManyRequests(TOO_MANY_ATTEMPTS);
      let who: Awaited<ReturnType<typeof logIn>>;
      try {
        who = await logIn({ db, input });
      } catch (error) {
        loginThrottle.recordFailure(request.ip, input.email);
        throw error;
      }
      loginThrottle.recordSuccess(input.email);
      await deleteExpiredSessions(db);
      return reply.send(await startSession(deps, request, reply, who));
    },
  );

  app.get(
    '/api/auth/user',
    { config: { docs: { summary: 'The signed-in user', tag: 'auth' } } },
    async (request) => {
      const auth = requireAuth(request);
      const user = await getCurrentUser(db, auth.userId, auth.businessId);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: {
        docs: {
          summary: 'Change the password; other sessions end',
          tag: 'auth',
          body: changePasswordSchema,
          responses: { 204: 'Changed' },
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const input = parse(changePasswordSchema, request.body);
      await db.transaction(async (tx) => {
        await changePassword({ db: tx, userId: auth.userId, input });
        await destroyOtherSessions(tx, auth.userId, auth.sid);
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/login',
    {
      config: {
        access: { public: true },
        docs: { summary: 'Redirects to the sign-in page', tag: 'auth', responses: { 302: 'To /login' } },
      },
    },
    async (_request, reply) => reply.redirect('/login'),
  );

  app.get(
    '/api/logout',
    {
      config: {
        access: { public: true },
        docs: { summary: 'Ends the session', tag: 'auth', responses: { 302: 'To /' } },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await destroySession(db, token);
      clearSessionCookie(reply);
      return reply.redirect('/');
    },
  );
}
