import {
  type AccountSession,
  SESSION_NOT_FOUND,
  type SignedOut,
  type UpdateProfile,
} from '../../../contract/account';
import type { CurrentUser } from '../../../contract/auth';
import type { AuthContext } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../core/session-store';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-errors';
import { announceSessionsEnded } from '../../realtime/bus';
import { getCurrentUser } from '../auth';
import { checkImageAddresses } from '../uploads';
import {
  deleteOtherUserSessions,
  deleteUserSession,
  listUserSessions,
  type SessionRow,
  updateUserProfile,
} from './repository';

type Who = Pick<AuthContext, 'userId' | 'businessId' | 'sid'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Name and picture, then the person as GET /api/auth/user answers them (the header reads that). */
export async function updateProfile(db: Database, who: Who, input: UpdateProfile): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    // A picture the person uploaded in another business of theirs is theirs here too.
    await checkImageAddresses(tx, who.businessId, input.profileImageUrl, 'profileImageUrl', {
      uploadedBy: who.userId,
    });
    if (!(await updateUserProfile(tx, who.userId, input))) throw unauthorized();
    const user = await getCurrentUser(tx, who.userId, who.businessId);
    if (!user) throw unauthorized();
    return user;
  });
}

/**
 * When a session was last used: the store slides its expiry to a week after each use (at most once a
 * minute), so it is the expiry less a week, unless the month's hard limit capped the expiry.
 */
function lastActive(row: SessionRow, createdAt: number, now: number, current: boolean): number {
  if (current) return now;
  const slid = row.expire.getTime() - IDLE_TIMEOUT_MS;
  return Math.min(now, Math.max(createdAt, slid));
}

function toAccountSession(row: SessionRow, who: Who, now: number): AccountSession {
  const created = Number((row.sess as { createdAt?: unknown }).createdAt);
  const createdAt = Number.isFinite(created) ? created : row.expire.getTime() - ABSOLUTE_TIMEOUT_MS;
  const current = row.sid === who.sid;
  return {
    id: row.publicId,
    createdAt: new Date(createdAt).toISOString(),
    lastActiveAt: new Date(lastActive(row, createdAt, now, current)).toISOString(),
    expiresAt: row.expire.toISOString(),
    userAgent: row.userAgent,
    businessName: row.businessName,
    current,
  };
}

/** The person's signed-in browsers, the one asking first. */
export async function listSessions(db: Database, who: Who, now = new Date()): Promise<AccountSession[]> {
  const rows = await listUserSessions(db, who.userId, now);
  const list = rows.map((row) => toAccountSession(row, who, now.getTime()));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * Ends one of the person's sessions; another person's (or no) session is 404. The NOTIFY in the same
 * transaction closes its sockets on every instance once the deletion commits.
 */
export async function revokeSession(db: Database, who: Who, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(SESSION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const ended = await deleteUserSession(tx, who.userId, id.toLowerCase());
    if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
    await announceSessionsEnded(tx, { staff: ended });
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'auth.session.revoked',
      target: { type: 'session', id: id.toLowerCase() },
    });
  });
}

/** Ends every session of the person but the one asking, their sockets too. */
export async function signOutOtherSessions(db: Database, who: Who): Promise<SignedOut> {
  return db.transaction(async (tx) => {
    const ended = await deleteOtherUserSessions(tx, who.userId, who.sid);
    await announceSessionsEnded(tx, { staff: ended });
    if (ended.length > 0)
      await recordAudit(tx, {
        businessId: who.businessId,
        action: 'auth.session.revoked',
        target: { type: 'session', label: 'Every other session' },
        after: { signedOut: ended.length },
      });
    return { signedOut: ended.length };
  });
}
