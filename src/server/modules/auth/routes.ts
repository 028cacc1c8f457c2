import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  currentUserSchema,
  loginSchema,
  memberBusinessSchema,
  signupSchema,
  switchBusinessSchema,
} from '../../../contract/auth';
import { SIGNED_OUT_PARAM } from '../../../contract/cookies';
import { apiErrorBodySchema } from '../../../contract/errors';
import { TWO_FACTOR_PROMPT, twoFactorChallengeSchema } from '../../../contract/two-factor';
import { requireAuth } from '../../core/access';
import {
  clearSessionCookie,
  secretCookieOf,
  sessionTokenOf,
  setSecretCookie,
  setSessionCookie,
} from '../../core/cookies';
import { routeSpecs } from '../../core/route-spec';
import { destroySession } from '../../core/session-store';
import type { Database } from '../../db/client';
import { forbidden, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { isFromAnotherSite } from '../../lib/origin-check';
import { emailHashOf, logSecurityEvent } from '../../lib/security-events';
import { redirectResponse } from '../../openapi/route-contract';
import type { SignInThrottle } from './login-throttle';
import {
  changePassword,
  getCurrentUser,
  listMemberBusinesses,
  logIn,
  openAccount,
  type StartedSession,
  startLoginSession,
  switchBusiness,
} from './service';
import { recordFailedSignIn, recordSignIn } from './sign-in-audit';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

/**
 * The sign-in's second step, as the two-factor module answers it. `modules/index.ts` hands it in, so auth
 * doesn't import two-factor, which checks passwords and starts sessions through auth.
 */
export type SecondFactorStep = {
  needed: (db: Database, userId: number, deviceToken: string | undefined) => Promise<boolean>;
  start: (
    db: Database,
    who: { userId: number; businessId: number },
  ) => Promise<{ token: string; expires: Date }>;
  hasPasskey: (db: Database, userId: number) => Promise<boolean>;
};

type Deps = {
  db: Database;
  loginThrottle: SignInThrottle;
  signupsPerHour: number;
  secondFactor: SecondFactorStep;
};

/** The session's cookie goes with the answer; the cookie's old session already ended (no fixation). */
function sendSession(request: FastifyRequest, reply: FastifyReply, session: StartedSession) {
  setSessionCookie(request, reply, session.token, session.expire);
  if (!session.user) throw unauthorized();
  return session.user;
}

const spec = routeSpecs(['auth']);

export function registerAuthRoutes(
  app: FastifyInstance,
  { db, loginThrottle, signupsPerHour, secondFactor }: Deps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/signup',
    spec({
      access: { public: true },
      rateLimit: { max: signupsPerHour, timeWindow: '1 hour' },
      operationId: 'signUp',
      summary: 'Create a user, their business and the owner membership, and sign in',
      body: signupSchema,
      response: {
        201: currentUserSchema.describe('The signed-in user'),
        409: apiErrorBodySchema.describe('Email already has an account'),
        429: apiErrorBodySchema.describe('Too many sign-ups'),
      },
    }),
    async (request, reply) => {
      const session = await openAccount(
        db,
        request.body,
        sessionTokenOf(request),
        request.headers['user-agent'],
      );
      logSecurityEvent(request, 'auth.signup', {
        userId: session.user?.id,
        businessId: session.user?.businessId,
      });
      return reply.code(201).send(sendSession(request, reply, session));
    },
  );

  r.post(
    '/api/auth/login',
    spec({
      access: { public: true },
      operationId: 'logIn',
      summary: 'Sign in with email and password',
      body: loginSchema,
      response: {
        200: currentUserSchema.describe('The signed-in user'),
        202: twoFactorChallengeSchema.describe(
          'Right password, two-factor on: send a code to POST /api/auth/login/two-factor (the fd_2fa cookie holds the sign-in for five minutes)',
        ),
        401: apiErrorBodySchema.describe('Invalid email or password'),
        429: apiErrorBodySchema.describe('Too many failed attempts'),
      },
    }),
    async (request, reply) => {
      const input = request.body;
      // Who tried is told by the email's hash: the address itself stays out of the log until it signs in.
      const emailHash = emailHashOf(input.email);
      const throttled = await loginThrottle.check(request.ip, input.email);
      if (throttled.blocked) {
        logSecurityEvent(request, 'auth.login.failed', {
          method: 'password',
          reason: 'throttled',
          emailHash,
        });
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      }
      // An email guessed at from many addresses is slowed down, never locked (decision 009).
      if (throttled.delayMs > 0) await sleep(throttled.delayMs);
      let who: Awaited<ReturnType<typeof logIn>>;
      try {
        who = await logIn({ db, input });
      } catch (error) {
        await loginThrottle.recordFailure(request.ip, input.email);
        if (error instanceof HttpError && error.statusCode === 401) {
          logSecurityEvent(request, 'auth.login.failed', {
            method: 'password',
            reason: 'invalid_credentials',
            emailHash,
          });
          await recordFailedSignIn(db, input.email, 'invalid_credentials');
        }
        throw error;
      }
      if (await secondFactor.needed(db, who.userId, secretCookieOf(request, 'fd_device'))) {
        // The password was right; the throttle counts on until the code is too (two-factor/routes.ts).
        const pending = await secondFactor.start(db, who);
        setSecretCookie(request, reply, 'fd_2fa', pending.token, pending.expires);
        logSecurityEvent(request, 'auth.login.second_factor_required', { userId: who.userId });
        return reply.code(202).send({
          twoFactorRequired: true,
          message: TWO_FACTOR_PROMPT,
          passkey: await secondFactor.hasPasskey(db, who.userId),
        });
      }
      await loginThrottle.recordSuccess(request.ip, input.email);
      logSecurityEvent(request, 'auth.login.succeeded', {
        method: 'password',
        userId: who.userId,
        businessId: who.businessId,
      });
      const session = await startLoginSession(
        db,
        who,
        sessionTokenOf(request),
        request.headers['user-agent'],
      );
      await recordSignIn(db, { ...who, role: session.user?.role }, 'password');
      return reply.send(sendSession(request, reply, session));
    },
  );

  r.get(
    '/api/auth/user',
    spec({
      access: { ability: 'account.use' },
      operationId: 'getCurrentUser',
      summary: 'The signed-in user',
      response: { 200: currentUserSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      const user = await getCurrentUser(db, auth.userId, auth.businessId);
      if (!user) throw unauthorized();
      return user;
    },
  );

  r.get(
    '/api/auth/businesses',
    spec({
      access: { ability: 'account.use' },
      operationId: 'listMyBusinesses',
      summary: 'The businesses the signed-in person belongs to (the user menu switches between them)',
      response: { 200: z.array(memberBusinessSchema) },
    }),
    async (request) => listMemberBusinesses(db, requireAuth(request)),
  );

  r.post(
    '/api/auth/switch-business',
    spec({
      access: { ability: 'account.use' },
      operationId: 'switchBusiness',
      summary: 'Sign this browser in to another of your businesses (a new session; the old one ends)',
      body: switchBusinessSchema,
      response: {
        200: currentUserSchema.describe('The user, signed in to the chosen business'),
        404: apiErrorBodySchema.describe('You are not a member of that business'),
      },
    }),
    async (request, reply) => {
      const session = await switchBusiness(
        db,
        requireAuth(request),
        request.body.businessId,
        sessionTokenOf(request),
        request.headers['user-agent'],
      );
      return reply.send(sendSession(request, reply, session));
    },
  );

  r.post(
    '/api/auth/password',
    spec({
      access: { ability: 'account.use' },
      operationId: 'changePassword',
      summary: 'Change the password; other sessions end',
      body: changePasswordSchema,
      response: { 204: z.null().describe('Changed') },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      try {
        await changePassword(db, auth, request.body);
      } catch (error) {
        // A wrong current password from a signed-in browser may be someone else at its keyboard.
        if (error instanceof HttpError && error.errors?.some((e) => e.path === 'currentPassword')) {
          logSecurityEvent(request, 'auth.password.change_failed', {
            reason: 'current_password',
            userId: auth.userId,
          });
        }
        throw error;
      }
      logSecurityEvent(request, 'auth.password.changed', {
        userId: auth.userId,
        businessId: auth.businessId,
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/login',
    spec({
      access: { public: true },
      operationId: 'redirectToLogin',
      summary: 'Redirects to the sign-in page, or with tab=signup to its Create account tab (Get started)',
      querystring: z.object({
        tab: z
          .enum(['signin', 'signup'], { error: 'tab must be signin or signup' })
          .optional()
          .describe('signup: open Create account'),
      }),
      response: { 302: redirectResponse('To /login, or /login?tab=signup') },
    }),
    async (request, reply) => reply.redirect(request.query.tab === 'signup' ? '/login?tab=signup' : '/login'),
  );

  r.get(
    '/api/logout',
    spec({
      access: { public: true },
      operationId: 'logout',
      summary: 'Ends the session (refused when another site sent the request)',
      response: {
        302: redirectResponse("To /?signed-out=1, where the landing page says 'Logged Out'"),
        403: apiErrorBodySchema.describe('Another site sent this request: the session is kept'),
      },
    }),
    async (request, reply) => {
      // A link or image on another site must not sign the owner out (a cross-site GET carries the cookie).
      if (isFromAnotherSite(request)) throw forbidden('Cross-site request refused');
      const token = sessionTokenOf(request);
      if (token) {
        await destroySession(db, token);
        logSecurityEvent(request, 'auth.logout', {
          userId: request.auth?.userId,
          businessId: request.auth?.businessId,
        });
      }
      clearSessionCookie(request, reply);
      return reply.redirect(`/?${SIGNED_OUT_PARAM}=1`);
    },
  );
}
