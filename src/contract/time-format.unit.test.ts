import { describe, expect, it } from 'vitest';
import { effectiveTimeFormat } from './time-format';

describe('a business clock', () => {
  it("is the business's choice, else its timezone region's everyday clock", () => {
    expect(effectiveTimeFormat('24h', 'America/New_York')).toBe('24h');
    expect(effectiveTimeFormat(null, 'America/New_York')).toBe('12h');
    expect(effectiveTimeFormat(null, 'America/Los_Angeles')).toBe('12h');
    expect(effectiveTimeFormat(null, 'Australia/Sydney')).toBe('12h');
    expect(effectiveTimeFormat(null, 'Asia/Kolkata')).toBe('12h');
    expect(effectiveTimeFormat(null, 'America/Sao_Paulo')).toBe('24h');
    expect(effectiveTimeFormat(null, 'Europe/Berlin')).toBe('24h');
    expect(effectiveTimeFormat(null, 'UTC')).toBe('12h');
    expect(effectiveTimeFormat('later', 'Asia/Tokyo')).toBe('24h');
  });
});
