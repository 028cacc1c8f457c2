import { useQuery } from '@tanstack/react-query';
import { setTimeFormat } from '../../format-day';
import { businessQueryOptions } from './get-business';

/**
 * The signed-in business's clock for every time the app writes (Settings → Booking settings): set while
 * rendering, before the screens below write their times; they re-render with it when it arrives.
 */
export function useBusinessClock() {
  const { data } = useQuery(businessQueryOptions());
  setTimeFormat(data?.timeFormat);
  return data?.timeFormat;
}
