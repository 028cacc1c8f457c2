import { eq } from 'drizzle-orm';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import type { PortalBusiness, PortalSettings } from '../../../contract/portal';
import { findBusiness } from '../../core/business';
import { findBusinessByRef } from '../../core/public-business';
import type { Database, DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';

/**
 * What the portal and the chat widget show before sign-in, for the business a public link names (its slug,
 * an old slug, or the number of a business from before slugs: issue 32 F7); undefined when it names none.
 * Unlisted businesses answer too: the portal is the business's own link for its clients, like its booking link.
 */
export async function findPortalBusiness(db: DbOrTx, ref: string): Promise<PortalBusiness | undefined> {
  const found = await findBusinessByRef(db, ref);
  if (!found) return undefined;
  const b = await findBusiness(db, found.id);
  if (!b) return undefined;
  const plan = {
    subscriptionTier: b.subscriptionTier as SubscriptionTierName,
    subscriptionStatus: b.subscriptionStatus as SubscriptionStatusName,
  };
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    chatEnabled: hasFeature(plan, 'chat'),
    cancellationCutoffHours: b.cancellationCutoffHours,
  };
}

export async function getPortalSettings(db: DbOrTx, businessId: number): Promise<PortalSettings | undefined> {
  const [b] = await db
    .select({ cancellationCutoffHours: businesses.cancellationCutoffHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return b;
}

export async function setPortalSettings(
  db: Database,
  businessId: number,
  input: PortalSettings,
): Promise<PortalSettings | undefined> {
  const [b] = await db.transaction((tx) =>
    tx
      .update(businesses)
      .set(input)
      .where(eq(businesses.id, businessId))
      .returning({ cancellationCutoffHours: businesses.cancellationCutoffHours }),
  );
  return b;
}
