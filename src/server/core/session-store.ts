import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema/index';
import { hashSecret } from '../lib/secret-hash';
import { announceSessionsEnded } from '../realtime/bus';

/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry at most once a minute keeps reads from turning into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionData = { userId: number; businessId: number; createdAt: number };
export type LoadedSession = SessionData & { sid: string };

/** The cookie carries the token; the table keeps only its hash, so a leaked table signs nobody in. */
export const hashToken = hashSecret;

function expiryFor(data: SessionData, now: number): Date {
  return new Date(Math.min(now + IDLE_TIMEOUT_MS, data.createdAt + ABSOLUTE_TIMEOUT_MS));
}

/** A new session; the browser's user agent (cut to 500 characters) names it in Settings → Sessions. */
export async function createSession(
  db: DbOrTx,
  data: Omit<SessionData, 'createdAt'>,
  now = Date.now(),
  userAgent?: string,
) {
  const token = randomBytes(32).toString('base64url');
  const sess: SessionData = { userId: data.userId, businessId: data.businessId, createdAt: now };
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess,
    expire: expiryFor(sess, now),
    userId: data.userId,
    userAgent: userAgent?.slice(0, 500) || null,
  });
  return { token, expire: expiryFor(sess, now) };
}

/**
 * Deletes an expired session (answering null) or slides a live one's idle expiry. The caller reads the
 * row itself, joined with whatever it needs, so a request costs one query.
 */
export async function checkSession(
  db: DbOrTx,
  row: { sid: string; sess: unknown; expire: Date },
  now = Date.now(),
): Promise<LoadedSession | null> {
  const data = row.sess as SessionData;
  if (row.expire.getTime() <= now || data.createdAt + ABSOLUTE_TIMEOUT_MS <= now) {
    await db.delete(sessions).where(eq(sessions.sid, row.sid));
    return null;
  }
  const lastTouched = row.expire.getTime() - IDLE_TIMEOUT_MS;
  if (now - lastTouched > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ expire: expiryFor(data, now) })
      .where(eq(sessions.sid, row.sid));
  }
  return { ...data, sid: row.sid };
}

/**
 * Signs a session out. The NOTIFY in the same transaction closes its open sockets (/ws) on every app
 * instance once the deletion commits: a socket must not keep hearing the business after sign-out.
 */
export async function destroySession(db: DbOrTx, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.sid, hashToken(token)))
      .returning({ sid: sessions.sid });
    await announceSessionsEnded(tx, { staff: ended.map((row) => row.sid) });
  });
}

/** After a password change every other device is signed out, their sockets too (every one, keeping null). */
export async function destroyOtherSessions(
  db: DbOrTx,
  userId: number,
  keepSid: string | null,
): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSid === null ? undefined : ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  await announceSessionsEnded(db, { staff: ended.map((row) => row.sid) });
}

export async function deleteExpiredSessions(db: DbOrTx, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date(now)));
}
