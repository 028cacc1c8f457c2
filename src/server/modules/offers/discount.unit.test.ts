import { describe, expect, it } from 'vitest';
import { CODE_EXPIRED, CODE_NOT_APPLICABLE, CODE_NOT_VALID, CODE_USED_UP } from '../../../contract/offers';
import { checkUsable, computeDiscount, type OfferRules } from './discount';

const rules = (overrides: Partial<OfferRules> = {}): OfferRules => ({
  type: 'percentage',
  valueCents: 1000,
  isActive: true,
  usageLimit: null,
  usageCount: 0,
  perClientLimit: null,
  minPurchaseCents: null,
  validFrom: null,
  validUntil: null,
  applicableServices: [],
  applicableProducts: [],
  ...overrides,
});
const product = (itemId: number, cents: number) => ({ kind: 'product' as const, itemId, cents });
const service = (itemId: number, cents: number) => ({ kind: 'service' as const, itemId, cents });

describe('computeDiscount', () => {
  it('takes a percentage of the covered lines, rounded half up, and spreads it by price', () => {
    expect(computeDiscount(rules({ valueCents: 1500 }), [product(1, 333), product(2, 667)])).toEqual({
      discountCents: 150,
      perLine: [49, 101],
    });
  });

  it('stops a fixed amount at what the covered lines cost', () => {
    const offer = rules({ type: 'fixed_amount', valueCents: 2500, applicableProducts: [1] });
    expect(computeDiscount(offer, [product(1, 1000), product(2, 5000)])).toEqual({
      discountCents: 1000,
      perLine: [1000, 0],
    });
  });

  it('with only services named, takes nothing off products', () => {
    const offer = rules({ applicableServices: [7] });
    expect(() => computeDiscount(offer, [product(7, 1000)])).toThrow(CODE_NOT_APPLICABLE);
    expect(computeDiscount(offer, [service(7, 1000)]).discountCents).toBe(100);
  });

  it('measures the minimum on everything bought', () => {
    const offer = rules({ minPurchaseCents: 5000, applicableProducts: [1] });
    expect(() => computeDiscount(offer, [product(1, 1000), product(2, 3000)])).toThrow(
      'Spend at least $50.00 to use this code',
    );
    expect(computeDiscount(offer, [product(1, 1000), product(2, 4000)]).discountCents).toBe(100);
  });
});

describe('checkUsable', () => {
  const now = new Date('2027-05-10T12:00:00Z');
  it('refuses inactive and not yet started codes as not valid, ended ones as expired', () => {
    expect(() => checkUsable(rules({ isActive: false }), now, null)).toThrow(CODE_NOT_VALID);
    expect(() => checkUsable(rules({ validFrom: new Date('2027-05-11T00:00:00Z') }), now, null)).toThrow(
      CODE_NOT_VALID,
    );
    expect(() => checkUsable(rules({ validUntil: now }), now, null)).toThrow(CODE_EXPIRED);
    expect(() => checkUsable(rules({ validUntil: new Date(now.getTime() + 1) }), now, null)).not.toThrow();
  });

  it('refuses at the total limit and at the limit per client', () => {
    expect(() => checkUsable(rules({ usageLimit: 3, usageCount: 3 }), now, null)).toThrow(CODE_USED_UP);
    expect(() => checkUsable(rules({ perClientLimit: 1 }), now, 1)).toThrow(CODE_USED_UP);
    expect(() => checkUsable(rules({ perClientLimit: 2 }), now, 1)).not.toThrow();
  });
});
