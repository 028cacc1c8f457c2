import { describe, expect, it } from 'vitest';
import { friendlyZoneName } from './time-zone-names';

describe('friendlyZoneName', () => {
  it('names a zone as people say it, with its city', () => {
    expect(friendlyZoneName('America/New_York')).toBe('Eastern Time (New York)');
    expect(friendlyZoneName('America/Los_Angeles')).toBe('Pacific Time (Los Angeles)');
    expect(friendlyZoneName('Europe/London')).toMatch(/^(United Kingdom Time|British Time|GMT) \(London\)$/);
    expect(friendlyZoneName('UTC')).toBe('UTC');
  });

  it('answers an unknown id as it is', () => {
    expect(friendlyZoneName('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons');
  });
});
