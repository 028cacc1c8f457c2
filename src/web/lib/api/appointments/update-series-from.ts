import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesItem, UpdateSeriesFromInput } from '../../../../contract/appointment-series';
import { apiJson } from '../../api-client';
import { refreshAfterAppointmentWrite } from './refresh-after-write';

type SeriesFromVariables = { seriesId: number; appointmentId: number; changes: UpdateSeriesFromInput };

/** PUT /api/appointment-series/{seriesId}/from/{appointmentId}: this visit and every later one. */
export function useUpdateSeriesFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, appointmentId, changes }: SeriesFromVariables) =>
      apiJson<SeriesItem>('PUT', `/api/appointment-series/${seriesId}/from/${appointmentId}`, changes),
    onSettled: () => refreshAfterAppointmentWrite(queryClient),
  });
}
