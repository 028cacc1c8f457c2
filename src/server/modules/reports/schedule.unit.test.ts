import { describe, expect, it } from 'vitest';
import { nextRunAfter, scheduledRange } from './schedule';

const tz = 'America/New_York';

describe('report schedules', () => {
  it('sends weekly on Mondays at 07:00 local, strictly after now', () => {
    // Wednesday 24 March 2027, noon in New York.
    const wednesday = new Date('2027-03-24T16:00:00Z');
    expect(nextRunAfter('weekly', tz, wednesday).toISOString()).toBe('2027-03-29T11:00:00.000Z');
    const mondayRun = new Date('2027-03-29T11:00:00Z');
    expect(nextRunAfter('weekly', tz, mondayRun).toISOString()).toBe('2027-04-05T11:00:00.000Z');
    // 06:00 on a Monday: today's 07:00 is still ahead.
    expect(nextRunAfter('weekly', tz, new Date('2027-03-29T10:00:00Z')).toISOString()).toBe(
      '2027-03-29T11:00:00.000Z',
    );
  });

  it('sends monthly on the 1st at 07:00 local, across the DST change', () => {
    expect(nextRunAfter('monthly', tz, new Date('2027-02-15T12:00:00Z')).toISOString()).toBe(
      '2027-03-01T12:00:00.000Z',
    );
    // After the March change New York is UTC−4.
    expect(nextRunAfter('monthly', tz, new Date('2027-03-01T12:00:00Z')).toISOString()).toBe(
      '2027-04-01T11:00:00.000Z',
    );
  });

  it('covers the week or the month before the send', () => {
    expect(scheduledRange('weekly', tz, new Date('2027-03-29T11:00:00Z'))).toEqual({
      from: '2027-03-22',
      to: '2027-03-28',
    });
    expect(scheduledRange('monthly', tz, new Date('2027-04-01T11:00:00Z'))).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
    // A late run (Tuesday) still covers the week before its Monday.
    expect(scheduledRange('weekly', tz, new Date('2027-03-30T15:00:00Z'))).toEqual({
      from: '2027-03-22',
      to: '2027-03-28',
    });
  });
});
