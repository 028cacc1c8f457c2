import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';

/** The business a public review call names, with whether its reviews without a visit wait for approval. */
export async function findPublicBusinessRow(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, reviewsNeedApproval: businesses.reviewsNeedApproval })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}
