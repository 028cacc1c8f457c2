import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionSchema,
  sessionIdParamsSchema,
  signedOutSchema,
  updateProfileSchema,
} from '../../../contract/account';
import { currentUserSchema } from '../../../contract/auth';
import { requireAuth } from '../../core/access';
import type { Database } from '../../db/client';
import { listSessions, revokeSession, signOutOtherSessions, updateProfile } from './service';

const tags = ['account'];

/** Settings → Profile and Sessions: the signed-in person's own account, whatever their role. */
export function registerAccountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/account/profile',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'updateAccountProfile',
        summary: 'Change your name and profile image (the header avatar shows it)',
        tags,
        body: updateProfileSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => updateProfile(db, requireAuth(request), request.body),
  );

  r.get(
    '/api/account/sessions',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'listAccountSessions',
        summary: 'Your signed-in browsers, this one first',
        tags,
        response: { 200: z.array(accountSessionSchema) },
      },
    },
    async (request) => listSessions(db, requireAuth(request)),
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'revokeAccountSession',
        summary: 'Sign one of your sessions out (its open sockets close)',
        tags,
        params: sessionIdParamsSchema,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await revokeSession(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/account/sessions/sign-out-others',
    {
      config: { access: { ability: 'account.use' } },
      schema: {
        operationId: 'signOutOtherSessions',
        summary: 'Sign out every session of yours but this one',
        tags,
        response: { 200: signedOutSchema },
      },
    },
    async (request) => signOutOtherSessions(db, requireAuth(request)),
  );
}
