import { randomBytes } from 'node:crypto';
import type { MemberRole } from '../../../contract/auth';
import {
  PASSWORD_INCORRECT,
  RECOVERY_CODE_COUNT,
  REMEMBER_DEVICE_DAYS,
  type RecoveryCodes,
  roleNeedsTwoFactor,
  type SecuritySettings,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_STILL_REQUIRED,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../contract/two-factor';
import { recordAudit } from '../../core/audit';
import { destroyOtherSessions } from '../../core/session-store';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashSecret } from '../../lib/secret-hash';
import { findUserById, verifyPassword } from '../auth';
import * as repo from './repository';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, totpSetupOf, verifyTotp } from './totp';

export type Member = { userId: number; businessId: number; role: MemberRole; sid: string };

const PENDING_MS = 5 * 60_000;
const MAX_CODE_TRIES = 5;
export const TURN_ON_FOR_YOURSELF_FIRST =
  'Turn on two-factor sign-in for yourself first (Settings → Account → Two-factor sign-in), then require it of others.';

/** Whether the business obliges this member to use a second factor. */
async function requiredOf(db: DbOrTx, who: Pick<Member, 'businessId' | 'role'>): Promise<boolean> {
  return roleNeedsTwoFactor(who.role) && (await repo.requireTwoFactorOf(db, who.businessId));
}

export async function twoFactorStatus(db: DbOrTx, who: Member, now = new Date()): Promise<TwoFactorStatus> {
  const [enabled, recoveryCodesLeft, rememberedDevices, requiredByBusiness] = await Promise.all([
    repo.hasConfirmedTwoFactor(db, who.userId),
    repo.countRecoveryCodesLeft(db, who.userId),
    repo.countTrustedDevices(db, who.userId, now),
    requiredOf(db, who),
  ]);
  return { enabled, recoveryCodesLeft, rememberedDevices, requiredByBusiness };
}

/** Re-authentication (ASVS 5.0 6.2.x): the change goes ahead only with the account's current password. */
export async function checkPassword(db: DbOrTx, userId: number, password: string) {
  const user = await findUserById(db, userId);
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw badRequest(PASSWORD_INCORRECT, [{ path: 'currentPassword', message: PASSWORD_INCORRECT }]);
  }
  return user;
}

const invalidCode = () =>
  badRequest(TWO_FACTOR_CODE_INVALID, [{ path: 'code', message: TWO_FACTOR_CODE_INVALID }]);

/** A new secret for the authenticator app, waiting for its first code; an unconfirmed one is replaced. */
export async function startSetup(
  db: Database,
  who: Member,
  currentPassword: string,
): Promise<TwoFactorSetup> {
  const user = await checkPassword(db, who.userId, currentPassword);
  return db.transaction(async (tx) => {
    const existing = await repo.findTwoFactor(tx, who.userId, true);
    if (existing?.confirmedAt) throw conflict(TWO_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    await repo.saveUnconfirmedSecret(tx, who.userId, secret);
    return totpSetupOf(secret, user.email);
  });
}

async function freshRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
  return codes;
}

/**
 * The first code from the app turns two-factor on: ten recovery codes come back (shown once), and every
 * other session of the person ends, since none of them passed a second factor.
 */
export async function confirmSetup(
  db: Database,
  who: Member,
  code: string,
  now = new Date(),
): Promise<RecoveryCodes> {
  return db.transaction(async (tx) => {
    const existing = await repo.findTwoFactor(tx, who.userId, true);
    if (!existing) throw conflict(TWO_FACTOR_NOT_STARTED);
    if (existing.confirmedAt) throw conflict(TWO_FACTOR_ALREADY_ON);
    const step = await verifyTotp(existing.secret, code, null, now.getTime());
    if (step === null) throw invalidCode();
    await repo.confirmTwoFactor(tx, who.userId, step, now);
    const recoveryCodes = await freshRecoveryCodes(tx, who.userId);
    await destroyOtherSessions(tx, who.userId, who.sid);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.twoFactor.enabled',
      target: { type: 'user', id: who.userId },
      after: { method: 'totp', recoveryCodes: RECOVERY_CODE_COUNT },
    });
    return { recoveryCodes };
  });
}

/** A code from the app or an unused recovery code, checked (and spent) in the caller's transaction. */
async function spendCode(
  tx: DbOrTx,
  userId: number,
  secret: string,
  lastTimeStep: number | null,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery_code' | null> {
  const step = await verifyTotp(secret, code, lastTimeStep, now.getTime());
  if (step !== null) {
    await repo.saveTimeStep(tx, userId, step);
    return 'totp';
  }
  if (/^\d{6}$/.test(code)) return null;
  return (await repo.spendRecoveryCode(tx, userId, recoveryCodeHash(code), now)) ? 'recovery_code' : null;
}

/** Off, with the password and a code; refused while the business requires it of this member's role. */
export async function disableTwoFactor(
  db: Database,
  who: Member,
  input: { currentPassword: string; code: string },
  now = new Date(),
): Promise<void> {
  await checkPassword(db, who.userId, input.currentPassword);
  await db.transaction(async (tx) => {
    const existing = await repo.findTwoFactor(tx, who.userId, true);
    if (!existing?.confirmedAt) throw conflict(TWO_FACTOR_NOT_ON);
    if (await requiredOf(tx, who)) throw conflict(TWO_FACTOR_STILL_REQUIRED);
    if (!(await spendCode(tx, who.userId, existing.secret, existing.lastTimeStep, input.code, now)))
      throw invalidCode();
    await repo.removeTwoFactor(tx, who.userId);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.twoFactor.disabled',
      target: { type: 'user', id: who.userId },
    });
  });
}

export async function renewRecoveryCodes(
  db: Database,
  who: Member,
  currentPassword: string,
): Promise<RecoveryCodes> {
  await checkPassword(db, who.userId, currentPassword);
  return db.transaction(async (tx) => {
    const existing = await repo.findTwoFactor(tx, who.userId, true);
    if (!existing?.confirmedAt) throw conflict(TWO_FACTOR_NOT_ON);
    const recoveryCodes = await freshRecoveryCodes(tx, who.userId);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.twoFactor.recoveryCodesRenewed',
      target: { type: 'user', id: who.userId },
    });
    return { recoveryCodes };
  });
}

export async function forgetDevices(db: Database, who: Member): Promise<void> {
  await repo.forgetTrustedDevices(db, who.userId);
}

/** Whether a right password still needs a code: two-factor is on and this browser isn't remembered. */
export async function needsSecondFactor(
  db: DbOrTx,
  userId: number,
  deviceToken: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!(await repo.hasConfirmedTwoFactor(db, userId))) return false;
  if (!deviceToken) return true;
  return !(await repo.isTrustedDevice(db, userId, hashSecret(deviceToken), now));
}

/** The right password's half of a sign-in: a token for a cookie, good for five minutes and five codes. */
export async function startPendingSignIn(
  db: DbOrTx,
  who: { userId: number; businessId: number },
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + PENDING_MS);
  await repo.insertPendingSignIn(db, { tokenHash: hashSecret(token), ...who, expiresAt: expires });
  return { token, expires };
}

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';
export type SecondFactorResult =
  | { ok: true; userId: number; businessId: number; method: SecondFactorMethod }
  | { ok: false; reason: 'expired' | 'invalid'; userId?: number; businessId?: number };

type PendingSignIn = NonNullable<Awaited<ReturnType<typeof repo.findPendingSignIn>>>;
/** Checks (and spends) the second factor offered for a waiting sign-in, in its transaction: how, or null. */
export type SecondFactorCheck = (
  tx: DbOrTx,
  pending: PendingSignIn,
  factor: { secret: string; lastTimeStep: number | null },
) => Promise<SecondFactorMethod | null>;

/** A code from the app or a recovery code. */
export const codeCheck =
  (code: string, now = new Date()): SecondFactorCheck =>
  (tx, pending, factor) =>
    spendCode(tx, pending.userId, factor.secret, factor.lastTimeStep, code, now);

/**
 * The second half of a sign-in: spends the factor and the pending sign-in on success. A wrong answer counts
 * against the pending sign-in (the fifth ends it) and is committed, whatever the caller then answers.
 */
export async function completeSecondFactor(
  db: Database,
  token: string,
  check: SecondFactorCheck,
  now = new Date(),
): Promise<SecondFactorResult> {
  const tokenHash = hashSecret(token);
  return db.transaction(async (tx) => {
    const pending = await repo.findPendingSignIn(tx, tokenHash, now);
    if (!pending || pending.attempts >= MAX_CODE_TRIES) return { ok: false, reason: 'expired' } as const;
    const who = { userId: pending.userId, businessId: pending.businessId };
    const factor = await repo.findTwoFactor(tx, pending.userId, true);
    if (!factor?.confirmedAt) {
      await repo.deletePendingSignIn(tx, tokenHash);
      return { ok: false, reason: 'expired' } as const;
    }
    const method = await check(tx, pending, factor);
    if (!method) {
      const attempts = await repo.countFailedCode(tx, tokenHash);
      if (attempts >= MAX_CODE_TRIES) await repo.deletePendingSignIn(tx, tokenHash);
      await recordAudit(tx, {
        businessId: pending.businessId,
        action: 'auth.login.failed',
        target: { type: 'user', id: pending.userId },
        after: { reason: 'second_factor', attempts },
      });
      return { ok: false, reason: 'invalid', ...who } as const;
    }
    await repo.deletePendingSignIn(tx, tokenHash);
    if (method === 'recovery_code')
      await recordAudit(tx, {
        businessId: pending.businessId,
        action: 'auth.twoFactor.recoveryCodeUsed',
        actor: { userId: pending.userId, via: 'session' },
        target: { type: 'user', id: pending.userId },
        after: { left: await repo.countRecoveryCodesLeft(tx, pending.userId) },
      });
    return { ok: true, method, ...who } as const;
  });
}

/** "Remember this device for 30 days": a token for a cookie, revocable from Settings → Account. */
export async function rememberDevice(
  db: DbOrTx,
  userId: number,
  userAgent: string | undefined,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 24 * 60 * 60_000);
  await repo.insertTrustedDevice(db, {
    userId,
    tokenHash: hashSecret(token),
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: expires,
  });
  return { token, expires };
}

export async function getSecuritySettings(db: DbOrTx, businessId: number): Promise<SecuritySettings> {
  return { requireTwoFactor: await repo.requireTwoFactorOf(db, businessId) };
}

/** The owner's requirement; they must be using a second factor themselves before they oblige others. */
export async function updateSecuritySettings(
  db: Database,
  who: Member,
  input: SecuritySettings,
): Promise<SecuritySettings> {
  return db.transaction(async (tx) => {
    const business = await repo.lockBusinessTwoFactorRequirement(tx, who.businessId);
    if (!business) throw notFound('Business not found');
    if (business.requireTwoFactor === input.requireTwoFactor) return input;
    if (input.requireTwoFactor && !(await repo.hasConfirmedTwoFactor(tx, who.userId)))
      throw conflict(TURN_ON_FOR_YOURSELF_FIRST);
    await repo.setRequireTwoFactor(tx, who.businessId, input.requireTwoFactor);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'settings.securityChanged',
      target: { type: 'business', id: who.businessId, label: 'Two-factor requirement' },
      before: { requireTwoFactor: business.requireTwoFactor },
      after: { requireTwoFactor: input.requireTwoFactor },
    });
    return input;
  });
}

/** Whose sign-in a pending token is, while it is still waiting for its code. */
export async function pendingSignInOf(db: Database, token: string, now = new Date()) {
  return db.transaction((tx) => repo.findPendingSignIn(tx, hashSecret(token), now));
}

export const MEMBER_TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for this member.';
export const RESET_YOUR_OWN =
  'Turn your own two-factor sign-in off in Settings → Account → Two-factor sign-in.';
export const MEMBER_OF_OTHERS =
  'This person also signs in to another business, so only they can turn two-factor off, with a recovery code.';

/**
 * A member lost their phone and their recovery codes: the owner, who knows them, turns their second factor off
 * so they sign in with their password and set up the new phone (docs/security.md). Not for someone who also
 * signs in elsewhere: one business's owner doesn't weaken another's.
 */
export async function resetMemberTwoFactor(db: Database, who: Member, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await repo.findStaffAccount(tx, who.businessId, staffId);
    if (!member) throw notFound('Staff member not found');
    if (member.userId === null) throw conflict(MEMBER_TWO_FACTOR_NOT_ON);
    if (member.userId === who.userId) throw conflict(RESET_YOUR_OWN);
    const joined = await repo.countMembershipsOf(tx, member.userId);
    if (joined === 0) throw conflict(MEMBER_TWO_FACTOR_NOT_ON);
    if (joined > 1) throw conflict(MEMBER_OF_OTHERS);
    const factor = await repo.findTwoFactor(tx, member.userId, true);
    if (!factor?.confirmedAt) throw conflict(MEMBER_TWO_FACTOR_NOT_ON);
    await repo.removeTwoFactor(tx, member.userId);
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.twoFactor.disabled',
      target: { type: 'staff', id: staffId, label: `${member.firstName} ${member.lastName}` },
      after: { by: 'owner', reason: 'lost device' },
    });
  });
}
