import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../contract/business';
import { apiJson } from '../../api-client';
import { setTimeFormat } from '../../format-day';

/**
 * The signed-in business's clock for every time the app writes (Settings → Booking settings): set while
 * rendering, before the screens below write their times; they re-render with it when it arrives.
 */
export function useBusinessClock() {
  const { data } = useQuery({
    queryKey: ['/api/business'],
    queryFn: () => apiJson<BusinessProfile>('GET', '/api/business'),
  });
  setTimeFormat(data?.timeFormat);
  return data?.timeFormat;
}
