import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { NO_PASSKEY_YET } from '../../../contract/passkeys';
import { TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../contract/two-factor';
import type { Database } from '../../db/client';
import { conflict, unauthorized } from '../../lib/http-errors';
import { hashSecret } from '../../lib/secret-hash';
import { relyingParty, saveChallenge, verifiedPasskey } from './passkeys';
import { listPasskeyRows, takeChallenge } from './repository';
import { pendingSignInOf, type SecondFactorCheck } from './service';

/** The challenge of a waiting sign-in's passkey ceremony, kept under the sign-in's own token. */
const challengeKey = (pendingToken: string) => hashSecret(`second-factor:${pendingToken}`);

/**
 * After the right password, instead of a code: a challenge only this person's passkeys may answer (401 when
 * the sign-in is no longer waiting, 409 when they have no passkey).
 */
export async function secondFactorPasskeyOptions(db: Database, pendingToken: string) {
  const pending = await pendingSignInOf(db, pendingToken);
  if (!pending) throw unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED);
  const theirs = await listPasskeyRows(db, pending.userId);
  if (theirs.length === 0) throw conflict(NO_PASSKEY_YET);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: 'required',
    allowCredentials: theirs.map((row) => ({
      id: row.credentialId,
      transports: row.transports ?? undefined,
    })),
  });
  await saveChallenge(db, {
    tokenHash: challengeKey(pendingToken),
    userId: pending.userId,
    purpose: 'sign_in',
    challenge: options.challenge,
  });
  return options as unknown as Record<string, unknown>;
}

/** The signed challenge, as a second factor: one of the waiting person's passkeys, or a failed try. */
export const passkeyCheck =
  (pendingToken: string, credential: Record<string, unknown>): SecondFactorCheck =>
  async (tx, pending) => {
    const challenge = await takeChallenge(tx, challengeKey(pendingToken), 'sign_in');
    if (!challenge || challenge.userId !== pending.userId) return null;
    const row = await verifiedPasskey(tx, challenge.challenge, credential, pending.userId);
    return row ? 'passkey' : null;
  };
