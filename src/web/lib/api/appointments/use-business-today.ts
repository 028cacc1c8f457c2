import { TZDate } from '@date-fns/tz';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { TimezoneSettings } from '../../../../contract/availability';

/**
 * The business's local today ('YYYY-MM-DD'): appointments are kept in its timezone, so "today" on the
 * calendar must be its today, not the browser's. Falls back to the browser's date until it is known.
 */
export function useBusinessToday(): string {
  const { data } = useQuery<TimezoneSettings>({ queryKey: ['/api/timezone'] });
  const now = data?.primaryTimezone ? new TZDate(Date.now(), data.primaryTimezone) : new Date();
  return format(now, 'yyyy-MM-dd');
}
