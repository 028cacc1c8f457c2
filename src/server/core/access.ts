import '@fastify/cookie';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Ability, can } from '../../contract/abilities';
import { API_TOKEN_PREFIX } from '../../contract/api-tokens';
import type { MemberRole } from '../../contract/auth';
import {
  FEATURE_REQUIRES_PAID_PLAN,
  hasFeature,
  type SubscriptionStatusName,
  type SubscriptionTierName,
} from '../../contract/plans';
import { PORTAL_SIGN_IN_REQUIRED } from '../../contract/portal';
import { roleNeedsTwoFactor, TWO_FACTOR_SETUP_REQUIRED } from '../../contract/two-factor';
import type { Database } from '../db/client';
import { businesses, memberships, sessions, userTwoFactor } from '../db/schema/index';
import { forbidden, type HttpError, unauthorized } from '../lib/http-errors';
import { logSecurityEvent } from '../lib/security-events';
import { bearerToken } from './bearer';
import { sessionTokenOf } from './cookies';
import { checkSession, hashToken } from './session-store';

export type AuthContext = {
  userId: number;
  businessId: number;
  role: MemberRole;
  /** The session's stored id; for an API token, `api-token:<id>`. */
  sid: string;
  /** A browser session (cookie) or a personal API token (bearer, plan feature api_access). */
  via: 'session' | 'apiToken';
  /**
   * The business requires a second factor of this role and the member has none yet: only their own account
   * (`account.use`, where they set it up) answers until they do.
   */
  twoFactorSetupRequired: boolean;
  plan: { subscriptionTier: SubscriptionTierName; subscriptionStatus: SubscriptionStatusName };
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

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
      requireTwoFactor: businesses.requireTwoFactor,
      twoFactorConfirmedAt: userTwoFactor.confirmedAt,
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
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, sessions.userId))
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
    via: 'session',
    twoFactorSetupRequired:
      row.requireTwoFactor && roleNeedsTwoFactor(row.role as MemberRole) && row.twoFactorConfirmedAt === null,
    plan: {
      subscriptionTier: row.tier as SubscriptionTierName,
      subscriptionStatus: row.status as SubscriptionStatusName,
    },
  };
}

/** What a token may not do: mint tokens, change the plan, or change the account (a password, say). */
function tokenMayNot(ability: Ability, method: string): boolean {
  if (ability === 'apiTokens.manage' || ability === 'billing.manage') return true;
  return ability === 'account.use' && method !== 'GET' && method !== 'HEAD';
}

/** The signed-in context of a route that required one (the access hook already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The member behind a personal API token (`Authorization: Bearer fd_...`), or null. The api-tokens module
 * provides it to buildApp, so core looks tokens up without importing a module.
 */
export type ApiTokenAuth = (db: Database, token: string) => Promise<AuthContext | null>;

export function registerAccessControl(app: FastifyInstance, db: Database, apiTokenAuth: ApiTokenAuth): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    const token = sessionTokenOf(request);
    if (token) {
      request.auth = await loadAuth(db, token);
      return;
    }
    const bearer = request.url.startsWith('/api/') ? bearerToken(request) : null;
    request.auth = bearer?.startsWith(API_TOKEN_PREFIX) ? await apiTokenAuth(db, bearer) : null;
  });

  // Before validation: a caller without a session learns 401, not what the body should have held.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access) {
      // Every /api/ route declares its access (route-contract.ts refuses one that doesn't); anything else is
      // the web app or a 404, which need nothing.
      return;
    }
    if ('public' in access) return;
    if ('portal' in access) {
      if (!bearerToken(request))
        throw refused(request, unauthorized(PORTAL_SIGN_IN_REQUIRED), 'no_portal_token');
      return;
    }
    const auth = request.auth;
    if (!auth) throw refused(request, unauthorized(), 'no_session');
    if (auth.twoFactorSetupRequired && access.ability !== 'account.use') {
      throw refused(request, forbidden(TWO_FACTOR_SETUP_REQUIRED), 'two_factor_setup');
    }
    if (!can(auth.role, access.ability)) {
      throw refused(request, forbidden('You do not have permission to do this.'), 'role');
    }
    if (auth.via === 'apiToken') {
      // A token works only while the plan includes API access, and never for the account's own keys.
      if (!hasFeature(auth.plan, 'api_access')) {
        throw refused(request, forbidden(FEATURE_REQUIRES_PAID_PLAN), 'plan');
      }
      if (tokenMayNot(access.ability, request.method)) {
        throw refused(
          request,
          forbidden('API tokens cannot do this. Sign in to Frontdesk instead.'),
          'api_token',
        );
      }
    }
    if (access.feature && !hasFeature(auth.plan, access.feature)) {
      throw refused(request, forbidden(FEATURE_REQUIRES_PAID_PLAN), 'plan');
    }
  });
}

/**
 * A refusal of the access hook, logged as a security event first (ASVS 5.0 16.3.2): the route's pattern (its
 * parameters unfilled, so no token in a path reaches the log), who asked and why it was refused.
 */
function refused(request: FastifyRequest, error: HttpError, reason: string): HttpError {
  const access = request.routeOptions.config?.access;
  logSecurityEvent(request, 'access.denied', {
    status: error.statusCode,
    reason,
    route: `${request.method} ${request.routeOptions.url}`,
    ability: access && 'ability' in access ? access.ability : undefined,
    userId: request.auth?.userId,
    businessId: request.auth?.businessId,
    role: request.auth?.role,
    via: request.auth?.via,
  });
  return error;
}
