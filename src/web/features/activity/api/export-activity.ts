import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { type ActivityFilter, apiQueryOf } from '../lib/activity-filter';
import { activityKey } from './get-activity';

/** GET /api/activity/export: the filtered trail as a CSV file; the export is itself a line of the trail. */
export function useExportActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: ActivityFilter) =>
      downloadFile(`/api/activity/export${apiQueryOf(filter)}`, 'activity.csv'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKey }),
  });
}
