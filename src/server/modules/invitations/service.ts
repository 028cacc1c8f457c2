import { randomBytes } from 'node:crypto';
import { password as newPasswordRule } from '../../../contract/auth';
import {
  type AcceptInvitationInput,
  INVITATION_DAYS,
  INVITATION_EXPIRED,
  INVITATION_REVOKED,
  INVITATION_SIGN_IN_FIRST,
  INVITATION_USED,
  type Invitation,
  invitationForAnotherEmail,
} from '../../../contract/invitations';
import { recordAudit } from '../../core/audit';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../../jobs/outbox';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import { findUserByEmail, findUserById, hashPassword, refuseBreachedPassword } from '../auth';
import {
  findInvitableStaff,
  findInvitation,
  insertInvitation,
  insertUser,
  joinBusiness,
  revokePending,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const gone = (message: string) => new HttpError(410, message);

/** Emails a single-use link valid 7 days, and answers it so the owner may also copy it. */
export async function inviteStaff(
  db: Database,
  who: { businessId: number; userId: number },
  staffId: number,
  now = new Date(),
): Promise<{ inviteUrl: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const inviteUrl = `${publicOrigin()}/invite/${token}`;
  await db.transaction(async (tx) => {
    const found = await findInvitableStaff(tx, who.businessId, staffId);
    if (!found) throw notFound('Staff member not found');
    const { member } = found;
    if (found.membershipId !== null)
      throw conflict(`${member.firstName} ${member.lastName} already signs in.`);
    if (!member.isActive) throw conflict('Make this staff member active before inviting them.');
    await revokePending(tx, who.businessId, staffId, now);
    await insertInvitation(tx, {
      businessId: who.businessId,
      staffId,
      email: member.email,
      tokenHash: hashSecret(token),
      expiresAt,
      createdBy: who.userId,
    });
    await enqueueEmail(tx, {
      kind: 'staff_invitation',
      businessId: who.businessId,
      to: member.email,
      subject: 'You are invited to sign in to Frontdesk',
      text: [
        `Hello ${member.firstName},`,
        '',
        'You have been invited to sign in to your workplace on Frontdesk: your calendar, appointments and clients.',
        '',
        `Accept the invitation (the link works once, for ${INVITATION_DAYS} days): ${inviteUrl}`,
      ].join('\n'),
    });
    // The email it went to and the role it signs in with; never the link, which is the secret.
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'member.invited',
      target: { type: 'staff', id: member.id, label: `${member.firstName} ${member.lastName}` },
      after: { email: member.email, role: member.role },
    });
  });
  return { inviteUrl, expiresAt: expiresAt.toISOString() };
}

type Found = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

function refuseIfNotOpen(found: Found | undefined, now: Date): asserts found is Found {
  if (!found) throw notFound('Invitation not found');
  if (found.invitation.usedAt) throw gone(INVITATION_USED);
  if (found.invitation.revokedAt || found.member.removedAt) throw gone(INVITATION_REVOKED);
  if (found.invitation.expiresAt.getTime() <= now.getTime()) throw gone(INVITATION_EXPIRED);
}

export async function showInvitation(db: Database, token: string, now = new Date()): Promise<Invitation> {
  const found = await findInvitation(db, hashSecret(token));
  refuseIfNotOpen(found, now);
  return {
    businessName: found.businessName,
    email: found.invitation.email,
    firstName: found.member.firstName,
    lastName: found.member.lastName,
    role: found.member.role,
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/**
 * Signed in as the invited email, the member joins with no password. Signed out, a new account is created
 * with the chosen password; an email that already has an account is told to sign in first: the link never
 * checks a password, so whoever holds it (the owner who sent it, say) can't guess one through it (issue 32 F3).
 * The membership is written in one transaction, the invitation row locked, so two accepts at once make one
 * membership and the second answers 410.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: AcceptInvitationInput,
  signedInUserId: number | null,
  now = new Date(),
): Promise<{ userId: number; businessId: number }> {
  const preview = await findInvitation(db, hashSecret(token));
  refuseIfNotOpen(preview, now);
  const invitedEmail = preview.invitation.email;
  let passwordHash: string | null = null;
  if (signedInUserId !== null) {
    const user = await findUserById(db, signedInUserId);
    if (!user || user.email.toLowerCase() !== invitedEmail.toLowerCase())
      throw forbidden(invitationForAnotherEmail(invitedEmail));
  } else {
    if (input.password === undefined) {
      throw badRequest('Password is required', [{ path: 'password', message: 'Password is required' }]);
    }
    if (await findUserByEmail(db, invitedEmail)) throw conflict(INVITATION_SIGN_IN_FIRST);
    const rule = newPasswordRule.safeParse(input.password);
    if (!rule.success) {
      const message = rule.error.issues[0]?.message ?? 'Password is too weak';
      throw badRequest(message, [{ path: 'password', message }]);
    }
    await refuseBreachedPassword(input.password, 'password');
    // Hashing takes a while: done before the transaction.
    passwordHash = await hashPassword(input.password);
  }
  return db.transaction(async (tx) => {
    const found = await findInvitation(tx, hashSecret(token), true);
    refuseIfNotOpen(found, now);
    let userId = signedInUserId;
    if (userId === null) {
      const user = await insertUser(tx, {
        email: found.invitation.email,
        passwordHash,
        firstName: input.firstName ?? found.member.firstName,
        lastName: input.lastName ?? found.member.lastName,
      }).catch((error: unknown) => {
        // An account made for this email since the check above (another business's invitation, a sign-up):
        // the unique email says so, and the answer is the same as the check's.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(INVITATION_SIGN_IN_FIRST);
        throw error;
      });
      userId = user.id;
    }
    await joinBusiness(tx, {
      businessId: found.invitation.businessId,
      userId,
      staffId: found.member.id,
      role: found.member.role,
      invitationId: found.invitation.id,
      now,
    });
    return { userId, businessId: found.invitation.businessId };
  });
}
