import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../src/contract/plans';
import type { Database } from '../../src/server/db/client';
import { businesses } from '../../src/server/db/schema/index';
import { createTestBusiness, type TestBusiness } from './factories';
import { filledBeforeAll, testAppBeforeAll } from './test-app';

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

/**
 * A test app and two businesses on `tier`, `owner` and `other`, made in the `beforeAll` this registers: each is
 * filled in by that hook, so a test file holds them in `const`s at its top level.
 */
export function paidTestApp(tier: SubscriptionTierName) {
  const t = testAppBeforeAll();
  const owner = filledBeforeAll(() => paidBusiness(t, tier));
  const other = filledBeforeAll(() => paidBusiness(t, tier));
  return { t, owner, other };
}
