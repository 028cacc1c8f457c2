import type { FastifyRequest } from 'fastify';
import { CHAT_FEATURE_REQUIRED } from '../../../contract/chat';
import { PORTAL_SIGN_IN_REQUIRED } from '../../../contract/portal';
import { bearerToken } from '../../core/bearer';
import { loadPortalIdentity, type PortalIdentity } from '../../core/portal-sessions';
import type { Database } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/http-errors';

export async function portalCaller(db: Database, request: FastifyRequest): Promise<PortalIdentity> {
  const token = bearerToken(request);
  const identity = token ? await loadPortalIdentity(db, token) : null;
  if (!identity) throw unauthorized(PORTAL_SIGN_IN_REQUIRED);
  return identity;
}

/** Profile and appointments need the access code: a widget guest token is not enough. */
export async function signedInClient(db: Database, request: FastifyRequest): Promise<PortalIdentity> {
  const identity = await portalCaller(db, request);
  if (identity.kind !== 'portal') throw forbidden('Sign in with your access code to see this.');
  return identity;
}

export async function chatCaller(db: Database, request: FastifyRequest): Promise<PortalIdentity> {
  const identity = await portalCaller(db, request);
  if (!identity.chatEnabled) throw forbidden(CHAT_FEATURE_REQUIRED);
  return identity;
}
