import { describe, expect, it } from 'vitest';
import { estimateQueue, median } from './estimate';

const now = new Date('2026-11-25T15:00:00Z');
const minutesAfterNow = (d: Date | undefined) => (d ? (d.getTime() - now.getTime()) / 60_000 : null);
const waiting = (id: number, serviceMinutes: number | null = null) => ({
  id,
  serviceMinutes,
  calledAt: null,
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 40, 20, 30])).toBe(25);
  });
});

describe('estimateQueue', () => {
  it("uses the median of today's last 10 visits, times the position, over the staff on duty", () => {
    // Most recent first: the 11th and 12th (90, 90) are older than the last 10 and don't count.
    const history = [12, 18, 20, 22, 25, 15, 30, 16, 19, 21, 90, 90];
    const result = estimateQueue({
      now,
      visitMinutesToday: history,
      defaultVisitMinutes: 20,
      staffOnDuty: 2,
      staffBasis: 'clocked_in',
      line: [waiting(1), waiting(2, 60), waiting(3)],
    });
    // Median of the last ten: sorted 12 15 16 18 19 20 21 22 25 30 → (19 + 20) / 2 = 19.5.
    expect(result.estimate).toEqual({
      minutesPerVisit: 20,
      basis: 'history',
      visitsToday: 12,
      sample: 10,
      staffOnDuty: 2,
      staffBasis: 'clocked_in',
    });
    // Position p: 19.5 × p / 2, rounded up; history wins over the 60-minute service asked for.
    expect(minutesAfterNow(result.callTimes.get(1))).toBe(10);
    expect(minutesAfterNow(result.callTimes.get(2))).toBe(20);
    expect(minutesAfterNow(result.callTimes.get(3))).toBe(30);
    // Someone joining now is fourth: 19.5 × 4 / 2.
    expect(result.roomWaitMinutes).toBe(39);
  });

  it("without history, adds up the services asked for, else the room's default", () => {
    const result = estimateQueue({
      now,
      visitMinutesToday: [],
      defaultVisitMinutes: 15,
      staffOnDuty: 1,
      staffBasis: 'available',
      line: [waiting(1, 45), waiting(2), waiting(3, 30)],
    });
    expect(result.estimate.basis).toBe('service');
    expect(result.estimate.minutesPerVisit).toBe(15);
    expect(minutesAfterNow(result.callTimes.get(1))).toBe(45);
    expect(minutesAfterNow(result.callTimes.get(2))).toBe(60);
    expect(minutesAfterNow(result.callTimes.get(3))).toBe(90);
    expect(result.roomWaitMinutes).toBe(105);
  });

  it('assumes one person at work when nobody is clocked in or scheduled, and keeps a call time once called', () => {
    const calledAt = new Date('2026-11-25T14:55:00Z');
    const result = estimateQueue({
      now,
      visitMinutesToday: [],
      defaultVisitMinutes: 20,
      staffOnDuty: 0,
      staffBasis: 'available',
      line: [{ id: 1, serviceMinutes: null, calledAt }, waiting(2)],
    });
    expect(result.estimate).toMatchObject({ basis: 'default', staffOnDuty: 1, staffBasis: 'assumed' });
    expect(result.callTimes.get(1)).toEqual(calledAt);
    expect(minutesAfterNow(result.callTimes.get(2))).toBe(40);
    expect(result.roomWaitMinutes).toBe(60);
  });

  it('an empty room waits one visit', () => {
    const result = estimateQueue({
      now,
      visitMinutesToday: [24],
      defaultVisitMinutes: 20,
      staffOnDuty: 3,
      staffBasis: 'clocked_in',
      line: [],
    });
    expect(result.roomWaitMinutes).toBe(8);
    expect(result.callTimes.size).toBe(0);
  });
});
