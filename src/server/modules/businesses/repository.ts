import { eq } from 'drizzle-orm';
import type { BrandingInput, UpdateBusinessInput } from '../../../contract/business';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses } from '../../db/schema/index';

/** The unique constraint on `businesses.slug` (drizzle-kit's name, migration 0000). */
export const SLUG_CONSTRAINT = 'businesses_slug_unique';

/** One UPDATE of the business's own row; undefined when there is no such business. */
export async function updateBusinessRow(
  db: DbOrTx,
  businessId: number,
  values: UpdateBusinessInput | BrandingInput,
): Promise<Business | undefined> {
  const [business] = await db
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  return business;
}
