import { timezoneOptions } from '../../../../contract/availability';

/** The spec's 15 timezones, plus any zone already saved that isn't among them (so it still shows). */
export function timezoneChoices(saved: string[]): string[] {
  const extra = saved.filter((zone) => !(timezoneOptions as readonly string[]).includes(zone));
  return [...new Set(extra), ...timezoneOptions];
}

/** "GMT-6" for a zone right now. */
export function utcOffset(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
    now,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
