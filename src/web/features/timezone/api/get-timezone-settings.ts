import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimezoneSettings } from '../../../../contract/availability';

/** GET /api/timezone: the business's primary and display timezones. */
export const timezoneSettingsQueryOptions = () =>
  queryOptions<TimezoneSettings>({ queryKey: ['/api/timezone'] });

export function useTimezoneSettings() {
  return useQuery(timezoneSettingsQueryOptions());
}
