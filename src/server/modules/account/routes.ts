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
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { listSessions, revokeSession, signOutOtherSessions, updateProfile } from './service';

const spec = routeSpecs(['account']);

/** Settings → Profile and Sessions: the signed-in person's own account, whatever their role. */
export function registerAccountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/account/profile',
    spec({
      access: { ability: 'account.use' },
      operationId: 'updateAccountProfile',
      summary: 'Change your name and profile image (the header avatar shows it)',
      body: updateProfileSchema,
      response: { 200: currentUserSchema },
    }),
    async (request) => updateProfile(db, requireAuth(request), request.body),
  );

  r.get(
    '/api/account/sessions',
    spec({
      access: { ability: 'account.use' },
      operationId: 'listAccountSessions',
      summary: 'Your signed-in browsers, this one first',
      response: { 200: z.array(accountSessionSchema) },
    }),
    async (request) => listSessions(db, requireAuth(request)),
  );

  r.delete(
    '/api/account/sessions/:id',
    spec({
      access: { ability: 'account.use' },
      operationId: 'revokeAccountSession',
      summary: 'Sign one of your sessions out (its open sockets close)',
      params: sessionIdParamsSchema,
      response: { 204: z.null().describe('Signed out') },
    }),
    async (request, reply) => {
      await revokeSession(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/account/sessions/sign-out-others',
    spec({
      access: { ability: 'account.use' },
      operationId: 'signOutOtherSessions',
      summary: 'Sign out every session of yours but this one',
      response: { 200: signedOutSchema },
    }),
    async (request) => signOutOtherSessions(db, requireAuth(request)),
  );
}
