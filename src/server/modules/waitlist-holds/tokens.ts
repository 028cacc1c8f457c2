import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { hashSecret } from '../../lib/secret-hash';
import { findEntryByTokenHash } from './repository';

/** A client link's token and its SHA-256, which is all the table keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashSecret(token) };
}

/**
 * The entry a client link names: the one given on joining or the one emailed with a held time (one shape
 * check first: anything else names nothing).
 */
export async function findEntryByLink(db: DbOrTx, token: string, lock = false) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return findEntryByTokenHash(db, hashSecret(token), lock);
}
