import { describe, expect, it } from 'vitest';
import { toCents } from '../../../lib/money';
import { formatCountChange, formatPercentChange, percentChange } from './compare';

describe('dashboard comparisons', () => {
  it('gives a whole-number percent against the previous period', () => {
    expect(percentChange(12, 8)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33);
    expect(formatPercentChange(12, 8)).toBe('+50%');
    expect(formatPercentChange(2, 3)).toBe('-33%');
    expect(formatPercentChange(5, 5)).toBe('0%');
  });

  it('shows 0% when the previous period had nothing', () => {
    expect(formatPercentChange(7, 0)).toBe('0%');
    expect(formatPercentChange(0, 0)).toBe('0%');
  });

  it('shows no-shows as a signed count', () => {
    expect(formatCountChange(3, 1)).toBe('+2');
    expect(formatCountChange(0, 2)).toBe('-2');
    expect(formatCountChange(1, 1)).toBe('+0');
  });

  it('compares revenue in cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(formatPercentChange(toCents('110.00'), toCents('100.00'))).toBe('+10%');
  });
});
