import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/auth';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  currentPasswordSchema,
  recoveryCodesSchema,
  securitySettingsSchema,
  TWO_FACTOR_CODE_INVALID,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from '../../../contract/two-factor';
import { requireAuth } from '../../core/access';
import { clearSecretCookie } from '../../core/cookies';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import type { SignInThrottle } from '../auth';
import { answerSecondFactor } from './second-factor-answer';
import {
  codeCheck,
  confirmSetup,
  disableTwoFactor,
  forgetDevices,
  getSecuritySettings,
  renewRecoveryCodes,
  resetMemberTwoFactor,
  startSetup,
  twoFactorStatus,
  updateSecuritySettings,
} from './service';

const spec = routeSpecs(['account']);

export function registerTwoFactorRoutes(
  app: FastifyInstance,
  { db, loginThrottle }: { db: Database; loginThrottle: SignInThrottle },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login/two-factor',
    spec({
      access: { public: true },
      operationId: 'completeTwoFactorSignIn',
      summary:
        'The second half of a sign-in that answered 202: a code from the authenticator app or a recovery code (the fd_2fa cookie says whose)',
      tags: ['auth'],
      body: twoFactorSignInSchema,
      response: {
        200: currentUserSchema.describe('The signed-in user'),
        400: apiErrorBodySchema.describe('Wrong code'),
        401: apiErrorBodySchema.describe('No sign-in waiting (timed out, or five wrong codes)'),
        429: apiErrorBodySchema.describe('Too many failed attempts'),
      },
    }),
    async (request, reply) =>
      answerSecondFactor({ db, loginThrottle }, request, reply, {
        check: () => codeCheck(request.body.code),
        rememberDevice: request.body.rememberDevice,
        wrong: { path: 'code', message: TWO_FACTOR_CODE_INVALID },
      }),
  );

  r.get(
    '/api/account/two-factor',
    spec({
      access: { ability: 'account.use' },
      operationId: 'getTwoFactorStatus',
      summary:
        'Whether two-factor sign-in is on, recovery codes left, remembered devices, and whether the business requires it',
      response: { 200: twoFactorStatusSchema },
    }),
    async (request) => twoFactorStatus(db, requireAuth(request)),
  );

  r.post(
    '/api/account/two-factor/setup',
    spec({
      access: { ability: 'account.use' },
      operationId: 'startTwoFactorSetup',
      summary:
        'With the current password: a new secret and QR code for an authenticator app (on after the first code)',
      body: currentPasswordSchema,
      response: {
        200: twoFactorSetupSchema,
        409: apiErrorBodySchema.describe('Two-factor sign-in is already on'),
      },
    }),
    async (request) => startSetup(db, requireAuth(request), request.body.currentPassword),
  );

  r.post(
    '/api/account/two-factor/confirm',
    spec({
      access: { ability: 'account.use' },
      operationId: 'confirmTwoFactorSetup',
      summary:
        'The first code from the app turns two-factor on; answers ten recovery codes (shown once); other sessions end',
      body: twoFactorConfirmSchema,
      response: {
        200: recoveryCodesSchema,
        409: apiErrorBodySchema.describe('Not started, or already on'),
      },
    }),
    async (request) => confirmSetup(db, requireAuth(request), request.body.code),
  );

  r.post(
    '/api/account/two-factor/disable',
    spec({
      access: { ability: 'account.use' },
      operationId: 'disableTwoFactor',
      summary:
        'With the current password and a code: two-factor off, recovery codes and remembered devices gone',
      body: twoFactorDisableSchema,
      response: {
        204: z.null().describe('Off'),
        409: apiErrorBodySchema.describe('Not on, or the business requires it of this role'),
      },
    }),
    async (request, reply) => {
      await disableTwoFactor(db, requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/account/two-factor/recovery-codes',
    spec({
      access: { ability: 'account.use' },
      operationId: 'renewRecoveryCodes',
      summary: 'With the current password: ten new recovery codes; the old ones stop working',
      body: currentPasswordSchema,
      response: { 200: recoveryCodesSchema, 409: apiErrorBodySchema.describe('Two-factor is not on') },
    }),
    async (request) => renewRecoveryCodes(db, requireAuth(request), request.body.currentPassword),
  );

  r.delete(
    '/api/account/two-factor/devices',
    spec({
      access: { ability: 'account.use' },
      operationId: 'forgetRememberedDevices',
      summary: 'Every remembered device asks for a code again at its next sign-in',
      response: { 204: z.null().describe('Forgotten') },
    }),
    async (request, reply) => {
      await forgetDevices(db, requireAuth(request));
      clearSecretCookie(request, reply, 'fd_device');
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/staff/:id/two-factor/reset',
    spec({
      access: { ability: 'security.manage' },
      operationId: 'resetMemberTwoFactor',
      summary:
        "The owner turns a member's two-factor sign-in off (lost phone and recovery codes); they sign in with their password and set it up again",
      tags: ['staff'],
      params: idParamsSchema,
      response: {
        204: z.null().describe('Off'),
        404: apiErrorBodySchema.describe('No such staff member in this business'),
        409: apiErrorBodySchema.describe(
          'Not on for this member, the owner themselves, or a person who also signs in to another business',
        ),
      },
    }),
    async (request, reply) => {
      await resetMemberTwoFactor(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/business/security',
    spec({
      access: { ability: 'security.manage' },
      operationId: 'getSecuritySettings',
      summary: 'Whether members who handle pay, payroll, exports or billing must use two-factor sign-in',
      tags: ['business'],
      response: { 200: securitySettingsSchema },
    }),
    async (request) => getSecuritySettings(db, requireAuth(request).businessId),
  );

  r.put(
    '/api/business/security',
    spec({
      access: { ability: 'security.manage' },
      operationId: 'updateSecuritySettings',
      summary:
        'Require two-factor sign-in of every member whose role handles pay, payroll, exports or billing (the owner first turns it on for themselves)',
      tags: ['business'],
      body: securitySettingsSchema,
      response: {
        200: securitySettingsSchema,
        409: apiErrorBodySchema.describe('The owner has no second factor yet'),
      },
    }),
    async (request) => updateSecuritySettings(db, requireAuth(request), request.body),
  );
}
