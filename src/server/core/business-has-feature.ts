import { eq } from 'drizzle-orm';
import { type Feature, hasFeature } from '../../contract/plans';
import type { DbOrTx } from '../db/client';
import { businesses } from '../db/schema/index';

/**
 * Whether a business's plan includes a feature now: for the public pages a paid feature turned on, which
 * serve a business without anyone's session (decision 021). No such business has none.
 */
export async function businessHasFeature(db: DbOrTx, businessId: number, feature: Feature): Promise<boolean> {
  const [plan] = await db
    .select({
      subscriptionTier: businesses.subscriptionTier,
      subscriptionStatus: businesses.subscriptionStatus,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return hasFeature(plan, feature);
}
