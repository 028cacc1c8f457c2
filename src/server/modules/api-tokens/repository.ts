import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiTokens, businesses, memberships, users } from '../../db/schema/index';

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  createdBy: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
};

export async function listTokens(db: DbOrTx, businessId: number) {
  return db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.businessId, businessId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function insertToken(
  db: DbOrTx,
  row: { businessId: number; userId: number; name: string; tokenHash: string; prefix: string },
) {
  const [inserted] = await db.insert(apiTokens).values(row).returning({ id: apiTokens.id });
  if (!inserted) throw new Error('insert returned no token');
  const [token] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.id, inserted.id));
  if (!token) throw new Error('token vanished');
  return token;
}

/** The deleted token's id and name; undefined when there was none here. */
export async function deleteToken(db: DbOrTx, businessId: number, id: number) {
  const [deleted] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.businessId, businessId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id, name: apiTokens.name });
  return deleted;
}

/** A token's member, role and plan, in one query; none when the member has left the business. */
export async function findTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      businessId: apiTokens.businessId,
      lastUsedAt: apiTokens.lastUsedAt,
      role: memberships.role,
      tier: businesses.subscriptionTier,
      status: businesses.subscriptionStatus,
    })
    .from(apiTokens)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, apiTokens.userId), eq(memberships.businessId, apiTokens.businessId)),
    )
    .innerJoin(businesses, eq(businesses.id, apiTokens.businessId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchToken(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
}
