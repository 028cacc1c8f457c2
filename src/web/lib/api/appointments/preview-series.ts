import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewSeriesInput, SeriesPreview } from '../../../../contract/appointment-series';
import { apiJson } from '../../api-client';

/** Shared by every rule, so a booking makes each preview look again. */
export const seriesPreviewKey = ['/api/appointment-series/preview'] as const;

/** POST /api/appointment-series/preview: the rule's visits, each free or why not; nothing is booked. */
export const seriesPreviewQueryOptions = (input: PreviewSeriesInput) =>
  queryOptions({
    queryKey: [...seriesPreviewKey, input],
    queryFn: () => apiJson<SeriesPreview>('POST', '/api/appointment-series/preview', input),
    // Others book too: the visits deserve a fresh look every time they are shown.
    staleTime: 0,
  });

/** Asked only once the rule is complete (`null` until then). */
export function useSeriesPreview(input: PreviewSeriesInput | null) {
  return useQuery({
    ...seriesPreviewQueryOptions(input ?? ({} as PreviewSeriesInput)),
    enabled: input !== null,
  });
}
