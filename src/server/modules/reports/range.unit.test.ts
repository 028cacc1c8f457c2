import { describe, expect, it } from 'vitest';
import { previousRange, resolveRange } from './range';

// 03:00Z on 1 March 2027 is still 28 February in New York.
const now = new Date('2027-03-01T03:00:00Z');
const tz = 'America/New_York';

describe('report ranges', () => {
  it("ends periods on the business's today, today included", () => {
    expect(resolveRange({ period: '7d' }, tz, now)).toEqual({ from: '2027-02-22', to: '2027-02-28' });
    expect(resolveRange({}, tz, now)).toEqual({ from: '2027-01-30', to: '2027-02-28' });
    expect(resolveRange({ period: '3m' }, tz, now)).toEqual({ from: '2026-11-29', to: '2027-02-28' });
    expect(resolveRange({ period: '1y' }, tz, now)).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(resolveRange({ period: '1y' }, 'UTC', now)).toEqual({ from: '2026-03-02', to: '2027-03-01' });
  });

  it('gives this month so far, the whole of last month and the whole of last calendar year', () => {
    expect(resolveRange({ period: 'thisMonth' }, tz, now)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(resolveRange({ period: 'lastMonth' }, tz, now)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(resolveRange({ period: 'lastMonth' }, 'UTC', now)).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(resolveRange({ period: 'lastCalendarYear' }, tz, now)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('clamps a month back to the shorter month', () => {
    const may31 = new Date('2027-05-31T12:00:00Z');
    expect(resolveRange({ period: '3m' }, 'UTC', may31)).toEqual({ from: '2027-03-01', to: '2027-05-31' });
  });

  it('takes from and to as given', () => {
    expect(resolveRange({ from: '2027-01-01', to: '2027-01-31', period: undefined }, tz, now)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });

  it('compares with the range of equal length just before', () => {
    expect(previousRange({ from: '2027-03-01', to: '2027-03-31' })).toEqual({
      from: '2027-01-29',
      to: '2027-02-28',
    });
    expect(previousRange({ from: '2027-03-05', to: '2027-03-05' })).toEqual({
      from: '2027-03-04',
      to: '2027-03-04',
    });
  });
});
