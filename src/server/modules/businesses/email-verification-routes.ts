import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_VERIFICATION_SENT,
  EMAIL_VERIFIED,
  emailVerificationTokenSchema,
} from '../../../contract/directory';
import { apiErrorBodySchema } from '../../../contract/errors';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { confirmEmailVerification, sendEmailVerification } from './email-verification';

const spec = routeSpecs(['business']);

export function registerEmailVerificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/business/email-verification',
    spec({
      access: { ability: 'business.manage' },
      rateLimit: { max: 5, timeWindow: '1 hour' },
      operationId: 'sendBusinessEmailVerification',
      summary:
        'Email a single-use link (48 hours) that confirms the business email: the directory shows Verified',
      response: {
        202: z.object({ message: z.string(), email: z.string(), expiresAt: z.string() }),
        409: apiErrorBodySchema.describe('The business has no email, or it is already verified'),
      },
    }),
    async (request, reply) => {
      const sent = await sendEmailVerification(db, requireAuth(request).businessId);
      return reply.code(202).send({ message: EMAIL_VERIFICATION_SENT, ...sent });
    },
  );

  r.post(
    '/api/public/business-email-verifications',
    spec({
      access: { public: true },
      rateLimit: { max: 20, timeWindow: '1 hour' },
      operationId: 'confirmBusinessEmailVerification',
      summary: 'Use a verification link: the business email is confirmed',
      body: emailVerificationTokenSchema,
      response: {
        200: z.object({ message: z.string(), businessName: z.string(), email: z.string() }),
        410: apiErrorBodySchema.describe(
          'The link was used, has expired, or went to an address the business no longer uses',
        ),
      },
    }),
    async (request) => {
      const confirmed = await confirmEmailVerification(db, request.body.token);
      return { message: EMAIL_VERIFIED, ...confirmed };
    },
  );
}
