import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { hashSecret } from '../../lib/secret-hash';
import { findEntryByTokenHash } from './repository';

/** A visitor's token (their status page's address) and its SHA-256, which is all the table keeps. */
export function newVisitorToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashSecret(token) };
}

/** The entry a token names (one shape check first: anything else names nothing). */
export async function findEntryByToken(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return findEntryByTokenHash(db, hashSecret(token));
}

/** The room a visitor's socket may hear. */
export async function findVisitorRoom(db: DbOrTx, token: string) {
  const entry = await findEntryByToken(db, token);
  return entry ? { businessId: entry.businessId, roomId: entry.waitingRoomId } : null;
}
