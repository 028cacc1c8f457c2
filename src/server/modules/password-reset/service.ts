import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_HOURS, PASSWORD_RESET_INVALID } from '../../../contract/password-reset';
import { recordAudit } from '../../core/audit';
import { destroyOtherSessions } from '../../core/session-store';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../../jobs/outbox';
import { badRequest } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import {
  findUserByEmail,
  hashPassword,
  listMemberships,
  refuseBreachedPassword,
  updatePasswordHash,
} from '../auth';
import {
  countResetsSince,
  deletePendingSignInsOf,
  insertPasswordReset,
  lockOpenReset,
  lockUser,
  spendOpenResets,
} from './repository';

const RESET_MS = PASSWORD_RESET_HOURS * 60 * 60_000;
/** Links one person may be sent in an hour; more requests are answered the same and send nothing. */
export const RESETS_PER_PERSON_PER_HOUR = 3;

export type ResetRequestOutcome = 'sent' | 'unknown' | 'throttled';

/**
 * Emails a single-use link for the account that signs in with this email, if there is one and it belongs to
 * a business. The caller answers the same whatever the outcome; the outcome is for the log.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || (await listMemberships(tx, user.id)).length === 0) return 'unknown';
    // One request at a time per person, so the count below is exact across instances.
    await lockUser(tx, user.id);
    const sent = await countResetsSince(tx, user.id, new Date(now.getTime() - 60 * 60_000));
    if (sent >= RESETS_PER_PERSON_PER_HOUR) return 'throttled';
    const token = randomBytes(32).toString('base64url');
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + RESET_MS),
      createdAt: now,
    });
    const url = `${publicOrigin()}/reset-password#${token}`;
    await enqueueEmail(tx, {
      kind: 'password_reset',
      to: user.email,
      subject: 'Reset your Frontdesk password',
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
        '',
        'Someone (we hope you) asked to reset the password you sign in to Frontdesk with.',
        '',
        `Choose a new password (the link works once, for ${PASSWORD_RESET_HOURS} hour): ${url}`,
        '',
        'If it wasn’t you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    return 'sent';
  });
}

/**
 * The link's token and a new password: the password is set, every open link of the person is spent, and
 * every session ends (and a sign-in waiting for its second factor), so whoever knew the old password is out.
 * Two-factor stays on: the next sign-in still asks for it.
 */
export async function completePasswordReset(
  db: Database,
  input: { token: string; newPassword: string },
  now = new Date(),
): Promise<{ userId: number }> {
  await refuseBreachedPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const reset = await lockOpenReset(tx, hashSecret(input.token), now);
    if (!reset)
      throw badRequest(PASSWORD_RESET_INVALID, [{ path: 'token', message: PASSWORD_RESET_INVALID }]);
    await spendOpenResets(tx, reset.userId, now);
    await updatePasswordHash(tx, reset.userId, passwordHash);
    await destroyOtherSessions(tx, reset.userId, null);
    await deletePendingSignInsOf(tx, reset.userId);
    for (const membership of await listMemberships(tx, reset.userId)) {
      await recordAudit(tx, {
        businessId: membership.businessId,
        action: 'auth.password.reset',
        actor: { userId: reset.userId, role: membership.role, via: 'anonymous' },
        target: { type: 'user', id: reset.userId },
        after: { method: 'email link' },
      });
    }
    return { userId: reset.userId };
  });
}
