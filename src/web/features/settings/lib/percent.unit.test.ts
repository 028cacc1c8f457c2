import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './percent';

describe('tax rates as percentages', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(percentToBasisPoints('10')).toBe(1000);
    expect(percentToBasisPoints('8.25')).toBe(825);
    expect(percentToBasisPoints(' 6.625 ')).toBeNull();
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('7.5%')).toBe(750);
    expect(percentToBasisPoints('0.07')).toBe(7);
    // 4.35 * 100 is 434.99999999999994 in floating point: rounded, not cut.
    expect(percentToBasisPoints('4.35')).toBe(435);
  });

  it('refuses what is not a rate', () => {
    for (const text of ['', '-1', '100.01', '101', 'abc', '1e2', '.5', '8,25']) {
      expect(percentToBasisPoints(text), text).toBeNull();
    }
  });

  it('writes basis points back as a percentage', () => {
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(825)).toBe('8.25');
    expect(basisPointsToPercent(50)).toBe('0.5');
    expect(basisPointsToPercent(0)).toBe('0');
  });
});
