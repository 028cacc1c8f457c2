import { describe, expect, it } from 'vitest';
import { localInputToIso, scheduleTimeError, toLocalInput } from './schedule-time';

describe('localInputToIso', () => {
  it("reads the input as this device's wall time and writes the instant with its offset", () => {
    const iso = localInputToIso('2026-05-01T10:00');
    expect(iso).toMatch(/^2026-05-01T10:00:00(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 4, 1, 10, 0).getTime());
  });
  it('round-trips with toLocalInput', () => {
    expect(toLocalInput(new Date(2026, 10, 24, 9, 30))).toBe('2026-11-24T09:30');
  });
});

describe('scheduleTimeError', () => {
  const now = new Date(2026, 4, 1, 10, 0);
  it('wants a time, in the future', () => {
    expect(scheduleTimeError('', now)).toBe('Choose a date and time');
    expect(scheduleTimeError('2026-05-01T10:00', now)).toBe('Choose a time in the future');
    expect(scheduleTimeError('2026-04-30T23:00', now)).toBe('Choose a time in the future');
    expect(scheduleTimeError('2026-05-01T10:01', now)).toBeNull();
  });
});
