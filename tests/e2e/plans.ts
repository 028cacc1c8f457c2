import { expect, type Page } from '@playwright/test';
import { ENTERPRISE_PRICE_ID } from '../../src/contract/plans';

/**
 * Puts the signed-in owner's new business on Enterprise as the launch offer's Claim Offer does (the demo
 * provider's trial, no card; billing.spec.ts walks that page itself): for tests of a screen the free plan
 * gates (decision 021). Call it before opening the app, so the first page already reads the plan.
 */
export async function startEnterpriseTrialByApi(page: Page) {
  const response = await page.request.post('/api/create-subscription-demo', {
    data: { priceId: ENTERPRISE_PRICE_ID, tier: 'enterprise' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
