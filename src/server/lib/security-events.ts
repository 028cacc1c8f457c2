import type { FastifyRequest } from 'fastify';
import { hashSecret } from './secret-hash';

/**
 * What a security event line can say happened (ASVS 5.0 V16.3): sign-ins that worked or didn't, sign-outs,
 * password changes and requests the access hook refused. One name per kind, so a log search or an alert
 * rule can rely on it.
 */
export type SecurityEvent =
  | 'auth.signup'
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.second_factor_required'
  | 'auth.logout'
  | 'auth.password.changed'
  | 'auth.password.change_failed'
  | 'auth.password.reset_requested'
  | 'auth.password.reset'
  | 'auth.password.reset_failed'
  | 'auth.invitation.accepted'
  | 'access.denied';

const REFUSALS = new Set<SecurityEvent>([
  'auth.login.failed',
  'auth.password.change_failed',
  'auth.password.reset_failed',
  'access.denied',
]);

/** What an event may carry besides its name: who (by id) and why, never a password, token or cookie. */
export type SecurityEventFields = {
  userId?: number;
  businessId?: number;
  /** An email nobody has proven to own yet (a failed sign-in): its SHA-256, never the address. */
  emailHash?: string;
  reason?: string;
  status?: number;
  [field: string]: string | number | boolean | undefined;
};

/** The SHA-256 of an email as typed (lowercased): the same person's attempts share it, the address stays out. */
export function emailHashOf(email: string): string {
  return hashSecret(email.trim().toLowerCase());
}

/**
 * One JSON line through the request's logger, so it carries `reqId` like the request's own lines, with the
 * event's name in `event` and the client's address (as TRUST_PROXY lets it be read) in `clientAddress`.
 * Failures and refusals are warnings; the rest is information.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  fields: SecurityEventFields = {},
): void {
  const line = { event, clientAddress: request.ip, ...fields };
  if (REFUSALS.has(event)) request.log.warn(line, event);
  else request.log.info(line, event);
}
