import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../contract/auth';
import { idParamsSchema } from '../../../contract/common';
import { apiErrorBodySchema } from '../../../contract/errors';
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  sentInvitationSchema,
} from '../../../contract/invitations';
import { requireAuth } from '../../core/access';
import { sessionTokenOf, setSessionCookie } from '../../core/cookies';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { logSecurityEvent } from '../../lib/security-events';
import { startLoginSession } from '../auth';
import { acceptInvitation, inviteStaff, showInvitation } from './service';

const spec = routeSpecs(['staff']);
const PUBLIC_LIMIT = { max: 30, timeWindow: '1 minute' };
const goneSchema = apiErrorBodySchema.describe('Used, expired or withdrawn');

export function registerInvitationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/staff/:id/invite',
    spec({
      access: { ability: 'staff.invite', feature: 'multi_user' },
      operationId: 'inviteStaffMember',
      summary: 'Email a staff member a single-use sign-in link (valid 7 days) and answer it',
      params: idParamsSchema,
      response: {
        201: sentInvitationSchema,
        409: apiErrorBodySchema.describe('They already sign in, or are inactive'),
      },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      return reply.code(201).send(await inviteStaff(db, auth, request.params.id));
    },
  );

  r.get(
    '/api/invitations/:token',
    spec({
      access: { public: true },
      rateLimit: PUBLIC_LIMIT,
      operationId: 'getInvitation',
      summary: 'The business and email an invitation is for',
      params: invitationTokenParamsSchema,
      response: { 200: invitationSchema, 410: goneSchema },
    }),
    async (request) => showInvitation(db, request.params.token),
  );

  r.post(
    '/api/invitations/:token/accept',
    spec({
      access: { public: true },
      rateLimit: PUBLIC_LIMIT,
      operationId: 'acceptInvitation',
      summary:
        'Accept: signed in as the invited email, join with no password; signed out, create the account. Either way join the business and start a session there',
      params: invitationTokenParamsSchema,
      body: acceptInvitationSchema,
      response: {
        200: currentUserSchema.describe('The signed-in member'),
        403: apiErrorBodySchema.describe('Signed in as another email'),
        409: apiErrorBodySchema.describe('Signed out, and the email already has an account: sign in first'),
        410: goneSchema,
      },
    }),
    async (request, reply) => {
      // A session (or API token) only counts when it is a browser session: tokens can't change the account.
      const signedIn = request.auth?.via === 'session' ? request.auth.userId : null;
      const who = await acceptInvitation(db, request.params.token, request.body, signedIn);
      const session = await startLoginSession(
        db,
        who,
        sessionTokenOf(request),
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, session.token, session.expire);
      logSecurityEvent(request, 'auth.invitation.accepted', {
        method: signedIn === null ? 'new_account' : 'session',
        userId: who.userId,
        businessId: who.businessId,
      });
      if (!session.user) throw unauthorized();
      return session.user;
    },
  );
}
