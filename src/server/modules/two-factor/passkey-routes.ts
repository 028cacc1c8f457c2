import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/auth';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  PASSKEY_FAILED,
  passkeySchema,
  passkeySignInSchema,
  registerPasskeySchema,
  webauthnOptionsSchema,
} from '../../../contract/passkeys';
import { currentPasswordSchema } from '../../../contract/two-factor';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { logSecurityEvent } from '../../lib/security-events';
import { requireAuth } from '../auth/access';
import {
  clearSecretCookie,
  secretCookieOf,
  sessionTokenOf,
  setSecretCookie,
  setSessionCookie,
} from '../auth/cookie';
import { startLoginSession } from '../auth/service';
import { recordSignIn } from '../auth/sign-in-audit';
import {
  completePasskeySignIn,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
} from './passkeys';

const tags = ['account'];
/** A passkey ceremony is a page's button press: a few a minute is a person. */
const CEREMONIES = { max: 20, timeWindow: '1 minute' };

export function registerPasskeyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/passkeys',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'listPasskeys',
        summary: 'Your passkeys: each signs you in without a password',
        tags,
        response: { 200: z.array(passkeySchema) },
      },
    },
    async (request) => listPasskeys(db, requireAuth(request).userId),
  );

  r.post(
    '/api/account/passkeys/options',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'startPasskeyRegistration',
        summary: 'With the current password: what the browser needs to make a passkey (two minutes)',
        tags,
        body: currentPasswordSchema,
        response: { 200: webauthnOptionsSchema, 409: apiErrorBodySchema.describe('Ten passkeys already') },
      },
    },
    async (request) => passkeyRegistrationOptions(db, requireAuth(request), request.body.currentPassword),
  );

  r.post(
    '/api/account/passkeys',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'addPasskey',
        summary: "The browser's new passkey, checked against the challenge, stored by its public key",
        tags,
        body: registerPasskeySchema,
        response: {
          201: passkeySchema,
          400: apiErrorBodySchema.describe('The passkey did not answer the challenge (or it expired)'),
          409: apiErrorBodySchema.describe('Already registered'),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerPasskey(db, requireAuth(request), request.body)),
  );

  r.delete(
    '/api/account/passkeys/:id',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'removePasskey',
        summary: 'It no longer signs you in',
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Removed'), 404: apiErrorBodySchema.describe('Not one of yours') },
      },
    },
    async (request, reply) => {
      await removePasskey(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/auth/passkey/options',
    {
      config: { access: { public: true }, rateLimit: CEREMONIES },
      schema: {
        operationId: 'startPasskeySignIn',
        summary:
          'A challenge for signing in with a passkey (the fd_webauthn cookie holds it for two minutes)',
        tags: ['auth'],
        response: { 200: webauthnOptionsSchema },
      },
    },
    async (request, reply) => {
      const { token, expires, options } = await passkeySignInOptions(db);
      setSecretCookie(request, reply, 'fd_webauthn', token, expires);
      return options;
    },
  );

  r.post(
    '/api/auth/passkey',
    {
      config: { access: { public: true }, rateLimit: CEREMONIES },
      schema: {
        operationId: 'signInWithPasskey',
        summary:
          'Sign in with a passkey: the signed challenge; the device checked who holds it, so no code follows',
        tags: ['auth'],
        body: passkeySignInSchema,
        response: {
          200: currentUserSchema.describe('The signed-in user'),
          401: apiErrorBodySchema.describe('Not a passkey of this site, or the challenge expired'),
        },
      },
    },
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
}
