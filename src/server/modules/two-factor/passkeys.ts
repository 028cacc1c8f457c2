import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  MAX_PASSKEYS,
  PASSKEY_FAILED,
  PASSKEY_NOT_FOUND,
  type Passkey,
  TOO_MANY_PASSKEYS,
} from '../../../contract/passkeys';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import type { passkeys } from '../../db/schema/index';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import { findFirstMembership } from '../auth';
import {
  deleteExpiredChallenges,
  deletePasskey,
  insertPasskey,
  listPasskeyRows,
  lockPasskeyByCredential,
  setPasskeyCounter,
  takeChallenge,
  upsertChallenge,
} from './repository';
import { checkPassword } from './service';

const CEREMONY_MS = 2 * 60_000;
type Member = { userId: number; businessId: number };

/** Who the passkeys are for: the app's own address (PUBLIC_URL), whose host names the relying party. */
export function relyingParty() {
  const origin = publicOrigin();
  return { origin, rpID: new URL(origin).hostname, rpName: 'Frontdesk' };
}

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: DbOrTx, userId: number): Promise<Passkey[]> {
  const rows = await listPasskeyRows(db, userId);
  return rows.map(toPasskey);
}

export async function saveChallenge(
  db: DbOrTx,
  values: { tokenHash: string; userId: number | null; purpose: 'register' | 'sign_in'; challenge: string },
) {
  const now = new Date();
  await deleteExpiredChallenges(db, now);
  await upsertChallenge(db, values, new Date(now.getTime() + CEREMONY_MS));
}

/** The registration's key: one ceremony per person at a time. */
const registrationKey = (userId: number) => hashSecret(`register:${userId}`);

/** With the current password (re-authentication): what the browser needs to make a passkey for this person. */
export async function passkeyRegistrationOptions(db: Database, who: Member, currentPassword: string) {
  const user = await checkPassword(db, who.userId, currentPassword);
  const existing = await listPasskeyRows(db, who.userId);
  if (existing.length >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  const { rpID, rpName } = relyingParty();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`frontdesk-user-${user.id}`),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(db, {
    tokenHash: registrationKey(who.userId),
    userId: who.userId,
    purpose: 'register',
    challenge: options.challenge,
  });
  return options as unknown as Record<string, unknown>;
}

export async function registerPasskey(
  db: Database,
  who: Member,
  input: { name: string; credential: Record<string, unknown> },
): Promise<Passkey> {
  return db.transaction(async (tx) => {
    const pending = await takeChallenge(tx, registrationKey(who.userId), 'register');
    if (!pending) throw badRequest(PASSKEY_FAILED, [{ path: 'credential', message: PASSKEY_FAILED }]);
    const { origin, rpID } = relyingParty();
    const verified = await verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified)
      throw badRequest(PASSKEY_FAILED, [{ path: 'credential', message: PASSKEY_FAILED }]);
    const { credential } = verified.registrationInfo;
    const row = await insertPasskey(tx, {
      userId: who.userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name: input.name,
    });
    if (!row) throw conflict('This passkey is already registered.');
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.passkey.added',
      target: { type: 'passkey', id: row.id, label: row.name },
    });
    return toPasskey(row);
  });
}

export async function removePasskey(db: Database, who: Member, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await deletePasskey(tx, who.userId, id);
    if (!gone) throw notFound(PASSKEY_NOT_FOUND);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.passkey.removed',
      target: { type: 'passkey', id: gone.id, label: gone.name },
    });
  });
}

/**
 * The passkey that signed this challenge (of `userId` when given), its counter moved on; null when the answer
 * is not a registered passkey's, or doesn't verify.
 */
export async function verifiedPasskey(
  tx: DbOrTx,
  challenge: string,
  credential: Record<string, unknown>,
  userId?: number,
) {
  const row = await lockPasskeyByCredential(tx, String(credential.id), userId);
  if (!row) return null;
  const { origin, rpID } = relyingParty();
  const verified = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: row.credentialId,
      publicKey: isoBase64URL.toBuffer(row.publicKey),
      counter: row.counter,
      transports: row.transports ?? undefined,
    },
  }).catch(() => null);
  if (!verified?.verified) return null;
  await setPasskeyCounter(tx, row.id, verified.authenticationInfo.newCounter, new Date());
  return row;
}

/** A passkey sign-in's challenge, for whoever holds the returned token (a cookie): any passkey of this site. */
export async function passkeySignInOptions(db: Database) {
  const { rpID } = relyingParty();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const token = randomBytes(32).toString('base64url');
  await saveChallenge(db, {
    tokenHash: hashSecret(token),
    userId: null,
    purpose: 'sign_in',
    challenge: options.challenge,
  });
  return {
    token,
    expires: new Date(Date.now() + CEREMONY_MS),
    options: options as unknown as Record<string, unknown>,
  };
}

/**
 * The signed challenge: the passkey's owner, signed in to their first business (as a password sign-in). The
 * device checked who holds it (user verification), so no second factor is asked.
 */
export async function completePasskeySignIn(
  db: Database,
  token: string,
  credential: Record<string, unknown>,
): Promise<{ userId: number; businessId: number }> {
  return db.transaction(async (tx) => {
    const pending = await takeChallenge(tx, hashSecret(token), 'sign_in');
    if (!pending) throw unauthorized(PASSKEY_FAILED);
    const row = await verifiedPasskey(tx, pending.challenge, credential);
    if (!row) throw unauthorized(PASSKEY_FAILED);
    const membership = await findFirstMembership(tx, row.userId);
    if (!membership) throw unauthorized(PASSKEY_FAILED);
    return { userId: row.userId, businessId: membership.businessId };
  });
}
