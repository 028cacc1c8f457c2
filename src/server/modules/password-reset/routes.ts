import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  completePasswordResetSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_SENT,
  passwordResetMessageSchema,
  requestPasswordResetSchema,
} from '../../../contract/password-reset';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { emailHashOf, logSecurityEvent } from '../../lib/security-events';
import { completePasswordReset, RESETS_PER_PERSON_PER_HOUR, requestPasswordReset } from './service';

const spec = routeSpecs(['auth']);

export function registerPasswordResetRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/password-reset',
    spec({
      // Per address here; per person, RESETS_PER_PERSON_PER_HOUR links an hour (service.ts).
      access: { public: true },
      rateLimit: { max: 10, timeWindow: '15 minutes' },
      operationId: 'requestPasswordReset',
      summary: `Forgot password: emails a single-use link, good for an hour, if an account uses the email (the answer is the same either way; at most ${RESETS_PER_PERSON_PER_HOUR} links a person an hour)`,
      body: requestPasswordResetSchema,
      response: {
        202: passwordResetMessageSchema.describe('The same answer whether or not the email has an account'),
        429: apiErrorBodySchema.describe('Too many requests from this address'),
      },
    }),
    async (request, reply) => {
      const outcome = await requestPasswordReset(db, request.body.email);
      logSecurityEvent(request, 'auth.password.reset_requested', {
        outcome,
        emailHash: emailHashOf(request.body.email),
      });
      return reply.code(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  r.post(
    '/api/auth/password-reset/complete',
    spec({
      access: { public: true },
      rateLimit: { max: 20, timeWindow: '15 minutes' },
      operationId: 'completePasswordReset',
      summary:
        "The emailed link's token and a new password: every session of the account ends; two-factor stays on",
      body: completePasswordResetSchema,
      response: {
        200: passwordResetMessageSchema,
        400: apiErrorBodySchema.describe('The link expired or was used, or the new password is refused'),
        429: apiErrorBodySchema.describe('Too many requests from this address'),
      },
    }),
    async (request) => {
      try {
        const { userId } = await completePasswordReset(db, request.body);
        logSecurityEvent(request, 'auth.password.reset', { userId });
      } catch (error) {
        logSecurityEvent(request, 'auth.password.reset_failed', {});
        throw error;
      }
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
