/**
 * A time zone as people say it: "Eastern Time (New York)" for America/New_York, from the platform's own names
 * (Intl's long generic name), never the bare IANA id. UTC stays "UTC".
 */
export function friendlyZoneName(zone: string, locale = 'en-US'): string {
  if (zone === 'UTC') return 'UTC';
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;
  try {
    const generic = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return generic ? `${generic} (${city})` : zone;
  } catch {
    return zone;
  }
}

/** The zone this device is set to, when the platform says and it is a real one. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
