import { randomBytes } from 'node:crypto';
import type { BillingProvider } from './provider';

const token = () => randomBytes(12).toString('hex');

/**
 * The offline stand-in for Stripe: ids and card secrets made here, the state kept by the service in the
 * business's row, cards checked by `demo-cards.ts`, charges made by the lifecycle job.
 */
export const demoProvider: BillingProvider = {
  name: 'demo',
  publishableKey: null,
  async startSubscription(input) {
    return {
      customerId: input.customerId ?? `demo_cus_${token()}`,
      subscriptionId: `demo_sub_${token()}`,
      clientSecret: demoCardSecret(),
    };
  },
  async newCardSecret() {
    return demoCardSecret();
  },
  async setCancelAtPeriodEnd() {},
};

export function demoCardSecret(): string {
  return `demo_seti_${token()}_secret_${token()}`;
}
