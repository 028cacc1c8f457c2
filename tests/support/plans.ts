import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../src/contract/plans';
import type { Database } from '../../src/server/db/client';
import { businesses } from '../../src/server/db/schema/index';
import { createTestBusiness, type TestBusiness } from './factories';

/** Puts a business on a tier and status directly, as if its subscription had got there. */
export async function setPlan(
  db: Database,
  businessId: number,
  tier: SubscriptionTierName,
  status: SubscriptionStatusName = 'active',
): Promise<void> {
  await db
    .update(businesses)
    .set({ subscriptionTier: tier, subscriptionStatus: status })
    .where(eq(businesses.id, businessId));
}

/** A new owner whose business is on a paid tier, for tests of what that tier includes. */
export async function paidBusiness(
  t: { app: FastifyInstance; db: Database },
  tier: SubscriptionTierName = 'enterprise',
): Promise<TestBusiness> {
  const owner = await createTestBusiness(t.app);
  await setPlan(t.db, owner.user.businessId, tier);
  return owner;
}
