import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '../../../contract/api-tokens';
import { recordAudit } from '../../core/audit';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { hashSecret } from '../../lib/secret-hash';
import { deleteToken, insertToken, listTokens } from './repository';

function toApiToken(row: Awaited<ReturnType<typeof listTokens>>[number]): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export async function getApiTokens(db: Database, businessId: number): Promise<ApiToken[]> {
  return (await listTokens(db, businessId)).map(toApiToken);
}

/** 32 random bytes; the caller sees the token once, the database keeps its SHA-256. */
export async function createApiToken(
  db: Database,
  who: { businessId: number; userId: number },
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertToken(tx, {
      businessId: who.businessId,
      userId: who.userId,
      name: input.name,
      tokenHash: hashSecret(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
    });
    // Its name and id only: the token (and its hash) never reach the audit trail.
    await recordAudit(tx, {
      businessId: who.businessId,
      action: 'apiToken.created',
      target: tokenTarget(inserted),
      after: { name: inserted.name },
    });
    return inserted;
  });
  return { ...toApiToken(row), token };
}

export async function revokeApiToken(db: Database, businessId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteToken(tx, businessId, id);
    if (!deleted) throw notFound('Token not found');
    await recordAudit(tx, {
      businessId,
      action: 'apiToken.revoked',
      target: tokenTarget(deleted),
      before: { name: deleted.name },
    });
  });
}

function tokenTarget(token: { id: number; name: string }) {
  return { type: 'apiToken', id: token.id, label: token.name };
}
