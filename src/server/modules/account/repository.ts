import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, sessions, users } from '../../db/schema/index';

/** The person's own row: name and picture. Users belong to no one business, so the key is the user. */
export async function updateUserProfile(
  db: DbOrTx,
  userId: number,
  values: { firstName: string; lastName: string | null; profileImageUrl: string | null },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type SessionRow = {
  sid: string;
  publicId: string;
  sess: unknown;
  expire: Date;
  userAgent: string | null;
  businessName: string | null;
};

/** The person's live sessions, newest expiry first (the one in use now is among the first). */
export async function listUserSessions(db: DbOrTx, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      sid: sessions.sid,
      publicId: sessions.publicId,
      sess: sessions.sess,
      expire: sessions.expire,
      userAgent: sessions.userAgent,
      businessName: businesses.name,
    })
    .from(sessions)
    .leftJoin(businesses, eq(businesses.id, sql<number>`(${sessions.sess}->>'businessId')::int`))
    .where(and(eq(sessions.userId, userId), sql`${sessions.expire} > ${now.toISOString()}::timestamptz`))
    .orderBy(desc(sessions.expire));
}

/** Deletes one of the person's sessions by its public id; answers the ended sids (none: not theirs). */
export async function deleteUserSession(db: DbOrTx, userId: number, publicId: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ sid: sessions.sid });
  return ended.map((row) => row.sid);
}

/** Deletes every session of the person but `keepSid`; answers the ended sids. */
export async function deleteOtherUserSessions(
  db: DbOrTx,
  userId: number,
  keepSid: string,
): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return ended.map((row) => row.sid);
}
