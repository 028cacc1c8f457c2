import { TZDate } from '@date-fns/tz';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useCallback } from 'react';
import type { TimezoneSettings } from '../../../../contract/availability';
import { formatTimeOfDay } from '../../../lib/format-day';

/**
 * An instant as 'Mar 5, 2026, 2:30 PM' on the business's clock: its timezone (the one the From and To dates
 * are counted in) and its 12- or 24-hour time. Until the timezone is known, the viewer's.
 */
export function useFormatWhen(): { formatWhen: (iso: string) => string; timeZone: string | undefined } {
  const settings = useQuery<TimezoneSettings>({ queryKey: ['/api/timezone'] });
  const timeZone = settings.data?.primaryTimezone;
  const formatWhen = useCallback(
    (iso: string) => {
      const instant = new Date(iso).getTime();
      const local = timeZone ? new TZDate(instant, timeZone) : new Date(instant);
      return `${format(local, 'MMM d, yyyy')}, ${formatTimeOfDay(format(local, 'HH:mm'))}`;
    },
    [timeZone],
  );
  return { formatWhen, timeZone };
}
