import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatMoney', () => {
  it('writes what the en-US dollar formatter writes', () => {
    const values = [
      0, 0.5, 1, 9.99, 12.5, 45, 99.995, 100, 999.99, 1000, 1234.5, 12345.67, 999999.99, 1234567.89, -5,
      -0.25, -1234.5,
    ];
    for (const value of values) {
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
      expect(formatMoney(value.toFixed(2)), value.toFixed(2)).toBe(intl.format(Number(value.toFixed(2))));
    }
    for (let cents = 0; cents < 200_000; cents += 7)
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });

  it('reads nothing, and what is not a number, as $0.00', () => {
    for (const amount of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatMoney(amount)).toBe('$0.00');
  });
});
