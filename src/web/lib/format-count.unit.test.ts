import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const count of [0, 1, 7, 25, 999, 1000, 1204, 99_999, 100_000, 1_234_567, 1_000_000_000, -1, -1234])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
