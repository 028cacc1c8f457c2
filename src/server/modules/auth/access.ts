import '@fastify/cookie';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRole } from '../../../contract/auth';
import {
  type Feature,
  hasFeature,
  type SubscriptionStatusName,
  type SubscriptionTierName,
} from '../../../contract/plans';
import type { Database } from '../../db/client';
import { businesses, memberships, sessions } from '../../db/schema/index';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { checkSession, hashToken, SESSION_COOKIE } from './session-store';

/** Who may call a route, declared beside it. Routes without `access` need a signed-in member. */
export type Access = { public: true } | { roles?: readonly MemberRole[]; feature?: Feature };

export type AuthContext = {
  userId: number;
  businessId: number;
  role: MemberRole;
  sid: string;
  plan: { subscriptionTier: SubscriptionTierName; subscriptionStatus: SubscriptionStatusName };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const ROLES_THAT_MANAGE: readonly MemberRole[] = ['owner', 'admin'];

/** One query: the session row with the member's role and the business's plan. */
async function loadAuth(db: Database, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sid: sessions.sid,
      sess: sessions.sess,
      expire: sessions.expire,
      role: memberships.role,
      tier: businesses.subscriptionTier,
      status: businesses.subscriptionStatus,
    })
    .from(sessions)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.businessId, sql<number>`(${sessions.sess}->>'businessId')::int`),
      ),
    )
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(sessions.sid, hashToken(token)))
    .limit(1);
  // No row also when the member was removed from the business: access ends at once, whatever the cookie says.
  if (!row) return null;
  const session = await checkSession(db, row);
  if (!session) return null;
  return {
    userId: session.userId,
    businessId: session.businessId,
    role: row.role as MemberRole,
    sid: session.sid,
    plan: {
      subscriptionTier: row.tier as SubscriptionTierName,
      subscriptionStatus: row.status as SubscriptionStatusName,
    },
  };
}

/** The signed-in context of a route that required one (the access hook already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function registerAccessControl(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await loadAuth(db, token) : null;
  });

  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!request.routeOptions.url?.startsWith('/api/') && !access) return;
    if (access && 'public' in access) return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (access?.roles && !access.roles.includes(auth.role))
      throw forbidden('You do not have permission to do this.');
    if (access?.feature && !hasFeature(auth.plan, access.feature)) {
      throw forbidden('This feature requires a paid subscription.');
    }
  });
}
