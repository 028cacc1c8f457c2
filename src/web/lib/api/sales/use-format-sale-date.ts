import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TimezoneSettings } from '../../../../contract/availability';
import { formatSaleDate } from '../../sales/format-sale-date';

/**
 * formatSaleDate on the business's clock: `timeZone` when the data carries it (a sale's detail has
 * business.timezone), else the business's primary timezone from GET /api/timezone (the zone the server
 * counts Sales and Payments days in). Until that is known, the viewer's clock.
 */
export function useFormatSaleDate(timeZone?: string): (iso: string) => string {
  const settings = useQuery<TimezoneSettings>({ queryKey: ['/api/timezone'], enabled: !timeZone });
  const zone = timeZone ?? settings.data?.primaryTimezone;
  return useCallback((iso: string) => formatSaleDate(iso, zone), [zone]);
}
