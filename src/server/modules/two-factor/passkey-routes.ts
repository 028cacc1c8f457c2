import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/auth';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  PASSKEY_FAILED,
  passkeySchema,
  passkeySecondFactorSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  webauthnOptionsSchema,
} from '../../../contract/passkeys';
import { currentPasswordSchema, TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../contract/two-factor';
import { requireAuth } from '../../core/access';
import {
  clearSecretCookie,
  secretCookieOf,
  sessionTokenOf,
  setSecretCookie,
  setSessionCookie,
} from '../../core/cookies';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { logSecurityEvent } from '../../lib/security-events';
import { recordSignIn, type SignInThrottle, startLoginSession } from '../auth';
import { passkeyCheck, secondFactorPasskeyOptions } from './passkey-second-factor';
import {
  completePasskeySignIn,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
} from './passkeys';
import { answerSecondFactor } from './second-factor-answer';

const spec = routeSpecs(['account']);
/** A passkey ceremony is a page's button press: a few a minute is a person. */
const CEREMONIES = { max: 20, timeWindow: '1 minute' };

export function registerPasskeyRoutes(
  app: FastifyInstance,
  { db, loginThrottle }: { db: Database; loginThrottle: SignInThrottle },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/passkeys',
    spec({
      access: { ability: 'account.use' },
      operationId: 'listPasskeys',
      summary: 'Your passkeys: each signs you in without a password',
      response: { 200: z.array(passkeySchema) },
    }),
    async (request) => listPasskeys(db, requireAuth(request).userId),
  );

  r.post(
    '/api/account/passkeys/options',
    spec({
      access: { ability: 'account.use' },
      operationId: 'startPasskeyRegistration',
      summary: 'With the current password: what the browser needs to make a passkey (two minutes)',
      body: currentPasswordSchema,
      response: { 200: webauthnOptionsSchema, 409: apiErrorBodySchema.describe('Ten passkeys already') },
    }),
    async (request) => passkeyRegistrationOptions(db, requireAuth(request), request.body.currentPassword),
  );

  r.post(
    '/api/account/passkeys',
    spec({
      access: { ability: 'account.use' },
      operationId: 'addPasskey',
      summary: "The browser's new passkey, checked against the challenge, stored by its public key",
      body: registerPasskeySchema,
      response: {
        201: passkeySchema,
        400: apiErrorBodySchema.describe('The passkey did not answer the challenge (or it expired)'),
        409: apiErrorBodySchema.describe('Already registered'),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(await registerPasskey(db, requireAuth(request), request.body)),
  );

  r.delete(
    '/api/account/passkeys/:id',
    spec({
      access: { ability: 'account.use' },
      operationId: 'removePasskey',
      summary: 'It no longer signs you in',
      params: idParamsSchema,
      response: { 204: z.null().describe('Removed'), 404: apiErrorBodySchema.describe('Not one of yours') },
    }),
    async (request, reply) => {
      await removePasskey(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/auth/passkey/options',
    spec({
      access: { public: true },
      rateLimit: CEREMONIES,
      operationId: 'startPasskeySignIn',
      summary: 'A challenge for signing in with a passkey (the fd_webauthn cookie holds it for two minutes)',
      tags: ['auth'],
      response: { 200: webauthnOptionsSchema },
    }),
    async (request, reply) => {
      const { token, expires, options } = await passkeySignInOptions(db);
      setSecretCookie(request, reply, 'fd_webauthn', token, expires);
      return options;
    },
  );

  r.post(
    '/api/auth/passkey',
    spec({
      access: { public: true },
      rateLimit: CEREMONIES,
      operationId: 'signInWithPasskey',
      summary:
        'Sign in with a passkey: the signed challenge; the device checked who holds it, so no code follows',
      tags: ['auth'],
      body: passkeySignInSchema,
      response: {
        200: currentUserSchema.describe('The signed-in user'),
        401: apiErrorBodySchema.describe('Not a passkey of this site, or the challenge expired'),
      },
    }),
    async (request, reply) => {
      const token = secretCookieOf(request, 'fd_webauthn');
      clearSecretCookie(request, reply, 'fd_webauthn');
      if (!token) throw unauthorized(PASSKEY_FAILED);
      let who: { userId: number; businessId: number };
      try {
        who = await completePasskeySignIn(db, token, request.body.credential);
      } catch (error) {
        logSecurityEvent(request, 'auth.login.failed', { method: 'passkey', reason: 'invalid_passkey' });
        throw error;
      }
      const session = await startLoginSession(
        db,
        who,
        sessionTokenOf(request),
        request.headers['user-agent'],
      );
      if (!session.user) throw unauthorized();
      logSecurityEvent(request, 'auth.login.succeeded', { method: 'passkey', ...who });
      await recordSignIn(db, { ...who, role: session.user.role }, 'passkey');
      setSessionCookie(request, reply, session.token, session.expire);
      return reply.send(session.user);
    },
  );

  r.post(
    '/api/auth/login/two-factor/passkey/options',
    spec({
      access: { public: true },
      rateLimit: CEREMONIES,
      operationId: 'startTwoFactorPasskey',
      summary:
        'Instead of the code after the right password: a challenge only your own passkeys answer (the fd_2fa cookie says whose)',
      tags: ['auth'],
      response: {
        200: webauthnOptionsSchema,
        401: apiErrorBodySchema.describe('No sign-in waiting (timed out, or five wrong answers)'),
        409: apiErrorBodySchema.describe('The account has no passkey'),
      },
    }),
    async (request, reply) => {
      const token = secretCookieOf(request, 'fd_2fa');
      if (!token) throw unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED);
      try {
        return await secondFactorPasskeyOptions(db, token);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401)
          clearSecretCookie(request, reply, 'fd_2fa');
        throw error;
      }
    },
  );

  r.post(
    '/api/auth/login/two-factor/passkey',
    spec({
      access: { public: true },
      rateLimit: CEREMONIES,
      operationId: 'completeTwoFactorPasskey',
      summary: 'The second half of a sign-in that answered 202, with one of your passkeys instead of a code',
      tags: ['auth'],
      body: passkeySecondFactorSchema,
      response: {
        200: currentUserSchema.describe('The signed-in user'),
        400: apiErrorBodySchema.describe('Not one of your passkeys, or it did not answer the challenge'),
        401: apiErrorBodySchema.describe('No sign-in waiting (timed out, or five wrong answers)'),
        429: apiErrorBodySchema.describe('Too many failed attempts'),
      },
    }),
    async (request, reply) =>
      answerSecondFactor({ db, loginThrottle }, request, reply, {
        check: (token) => passkeyCheck(token, request.body.credential),
        rememberDevice: request.body.rememberDevice,
        wrong: { path: 'credential', message: PASSKEY_FAILED },
      }),
  );
}
