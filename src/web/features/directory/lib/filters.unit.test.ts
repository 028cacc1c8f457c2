import { describe, expect, it } from 'vitest';
import { formatDuration } from './filters';

describe('formatDuration', () => {
  it('speaks hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(480)).toBe('8 hr');
  });
});
