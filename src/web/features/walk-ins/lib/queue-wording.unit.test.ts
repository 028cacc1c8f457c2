import { describe, expect, it } from 'vitest';
import type { WaitEstimate } from '../../../../contract/waiting-rooms';
import { describeEstimate, inLineText, waitingForText } from './queue-wording';

const estimate = (changes: Partial<WaitEstimate>): WaitEstimate => ({
  minutesPerVisit: 18,
  basis: 'history',
  visitsToday: 6,
  sample: 6,
  staffOnDuty: 2,
  staffBasis: 'clocked_in',
  ...changes,
});

describe('describeEstimate', () => {
  it("names today's median and who is clocked in", () => {
    expect(describeEstimate(estimate({}))).toBe(
      'Based on the median of the last 6 visits today: 18 min each · 2 staff clocked in',
    );
  });

  it('says when the history is a single visit', () => {
    expect(describeEstimate(estimate({ sample: 1, visitsToday: 1 }))).toBe(
      'Based on the one visit today: 18 min · 2 staff clocked in',
    );
  });

  it("names the services asked for, or the room's default", () => {
    expect(describeEstimate(estimate({ basis: 'service', staffBasis: 'available', staffOnDuty: 3 }))).toBe(
      'Based on the services asked for · 3 staff scheduled now',
    );
    expect(
      describeEstimate(
        estimate({ basis: 'default', minutesPerVisit: 20, sample: 0, staffBasis: 'assumed', staffOnDuty: 1 }),
      ),
    ).toBe("Based on the room's default of 20 min · assuming 1 staff member");
  });
});

describe('waitingForText', () => {
  const joined = '2026-03-14T15:00:00.000Z';
  const at = (minutes: number) => new Date(joined).getTime() + minutes * 60_000;

  it('counts whole minutes since joining', () => {
    expect(waitingForText(joined, at(0.5))).toBe('Just joined');
    expect(waitingForText(joined, at(12.9))).toBe('Waiting 12 min');
    expect(waitingForText(joined, at(75))).toBe('Waiting 1 h 15 min');
  });
});

describe('inLineText', () => {
  it('counts those waiting and called', () => {
    expect(inLineText(0, 0)).toBe('Nobody in line');
    expect(inLineText(3, 0)).toBe('3 waiting');
    expect(inLineText(2, 1)).toBe('2 waiting · 1 called');
  });
});
