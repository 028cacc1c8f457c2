import { describe, expect, it } from 'vitest';
import { END_AFTER_START, START_BEFORE_END } from '../../../../contract/availability';
import { timeRangeError } from './time-range';
import { timezoneChoices } from './timezone-options';

describe('availability time range', () => {
  it('accepts a start before the end', () => {
    expect(timeRangeError('09:00', '17:00', 'start')).toBeNull();
  });

  it('words the message for the end the owner just changed', () => {
    expect(timeRangeError('09:00', '08:00', 'end')).toBe(END_AFTER_START);
    expect(timeRangeError('18:00', '17:00', 'start')).toBe(START_BEFORE_END);
    expect(timeRangeError('09:00', '09:00', 'end')).toBe(END_AFTER_START);
  });
});

describe('timezone choices', () => {
  it("offers the spec's 15 zones, plus a saved zone outside them", () => {
    expect(timezoneChoices(['America/Chicago'])).toHaveLength(15);
    const choices = timezoneChoices(['America/Bogota', 'America/Bogota']);
    expect(choices).toHaveLength(16);
    expect(choices[0]).toBe('America/Bogota');
  });
});
