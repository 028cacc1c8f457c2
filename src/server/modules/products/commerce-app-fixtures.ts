import { beforeAll } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { filledBeforeAll, type TestApp, testAppBeforeAll } from '../../../../tests/support/test-app';
import type { SubscriptionTierName } from '../../../contract/plans';
import { type CommerceBusiness, caller, commerceBusiness } from './commerce-fixtures';

/**
 * Test-only, and apart from commerce-fixtures.ts (which the products index exports, so the server bundles it):
 * registers the `beforeAll` of a commerce test file.
 */

export type Caller = ReturnType<typeof caller>;

/**
 * A test app and two commerce businesses, `a` and `b` (both on `plan` when given), and `call` on that app,
 * made in the `beforeAll` this registers: each object is filled in by that hook, so a test file holds them in
 * `const`s at its top level.
 */
export function commerceTestApp(options: { plan?: SubscriptionTierName } = {}): {
  t: TestApp;
  a: CommerceBusiness;
  b: CommerceBusiness;
  call: Caller;
} {
  const t = testAppBeforeAll();
  const a = filledBeforeAll(() => commerceBusiness(t.app));
  const b = filledBeforeAll(() => commerceBusiness(t.app));
  const { plan } = options;
  if (plan)
    beforeAll(async () => {
      for (const biz of [a, b]) await setPlan(t.db, biz.businessId, plan);
    });
  return { t, a, b, call: (...args) => caller(t.app)(...args) };
}
