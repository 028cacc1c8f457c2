import { eq } from 'drizzle-orm';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import type { PortalBusiness, PortalSettings } from '../../../contract/portal';
import type { Database, DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';

/** What the portal and the chat widget show before sign-in; undefined when there is no such business. */
export async function findPortalBusiness(db: DbOrTx, id: number): Promise<PortalBusiness | undefined> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, id));
  if (!b) return undefined;
  const plan = {
    subscriptionTier: b.subscriptionTier as SubscriptionTierName,
    subscriptionStatus: b.subscriptionStatus as SubscriptionStatusName,
  };
  return {
    id: b.id,
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
