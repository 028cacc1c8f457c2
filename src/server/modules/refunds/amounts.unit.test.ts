import { describe, expect, it } from 'vitest';
import { refundAmounts } from './amounts';

const lines = [
  { id: 1, unitCents: 333, quantity: 3, refundedQuantity: 0 },
  { id: 2, unitCents: 101, quantity: 1, refundedQuantity: 0 },
];
const sale = { subtotalCents: 1100, totalCents: 1188, refundedCents: 0 };

describe('refundAmounts', () => {
  it('gives each line its share of the total, tax included', () => {
    const result = refundAmounts(sale, lines, new Map([[1, 1]]));
    expect(result.totalCents).toBe(360); // 333 * 1188 / 1100 = 359.64
    expect([...result.perLine]).toEqual([[1, 360]]);
  });

  it('settles the exact remainder when a refund empties the sale, whatever the rounding', () => {
    const partial = refundAmounts(sale, lines, new Map([[1, 1]]));
    const rest = refundAmounts(
      { ...sale, refundedCents: partial.totalCents },
      [{ ...lines[0], refundedQuantity: 1 } as (typeof lines)[number], lines[1] as (typeof lines)[number]],
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(partial.totalCents + rest.totalCents).toBe(1188);
    expect([...rest.perLine.values()].reduce((a, b) => a + b, 0)).toBe(rest.totalCents);
  });

  it('never returns more than is left', () => {
    const result = refundAmounts({ ...sale, refundedCents: 1100 }, lines, new Map([[1, 1]]));
    expect(result.totalCents).toBe(88);
  });
});
