import { describe, expect, it } from 'vitest';
import { describeScope, describeUsage, formatValidDates } from './offer-display';

describe('formatValidDates', () => {
  it('reads each day as the calendar day it names', () => {
    expect(formatValidDates('2026-11-24', '2026-12-31')).toBe('Nov 24, 2026 – Dec 31, 2026');
    expect(formatValidDates('2027-01-01', null)).toBe('From Jan 1, 2027');
    expect(formatValidDates(null, '2027-01-01')).toBe('Until Jan 1, 2027');
    expect(formatValidDates(null, null)).toBe('No start or end date');
  });
});

describe('describeUsage', () => {
  it('counts against the limit, or alone without one', () => {
    expect(describeUsage({ usageCount: 0, usageLimit: 5 })).toBe('Used 0 of 5');
    expect(describeUsage({ usageCount: 3, usageLimit: null })).toBe('Used 3 times');
    expect(describeUsage({ usageCount: 1, usageLimit: null })).toBe('Used 1 time');
  });
});

describe('describeScope', () => {
  const services = new Map([
    [1, 'Haircut'],
    [2, 'Color'],
  ]);
  const products = new Map([[7, 'Shampoo']]);
  it('says Everything when neither list names anything', () => {
    expect(describeScope({ applicableServices: [], applicableProducts: [] }, services, products)).toEqual({
      summary: 'Everything',
      names: [],
    });
  });
  it('counts and names the items, a missing one by its number', () => {
    expect(
      describeScope({ applicableServices: [1, 2], applicableProducts: [7] }, services, products),
    ).toEqual({ summary: '2 services, 1 product', names: ['Haircut', 'Color', 'Shampoo'] });
    expect(describeScope({ applicableServices: [], applicableProducts: [9] }, services, products)).toEqual({
      summary: '1 product',
      names: ['Product #9'],
    });
  });
});
