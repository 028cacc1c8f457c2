import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedSeries, CreateSeriesInput } from '../../../../contract/appointment-series';
import { apiJson } from '../../api-client';
import { seriesPreviewKey } from './preview-series';
import { refreshAfterAppointmentWrite } from './refresh-after-write';

/** POST /api/appointment-series -> 201 the series' appointments (409 one of them taken: none booked). */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSeriesInput) =>
      apiJson<CreatedSeries>('POST', '/api/appointment-series', input),
    onSettled: () =>
      Promise.all([
        refreshAfterAppointmentWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: seriesPreviewKey }),
      ]),
  });
}
