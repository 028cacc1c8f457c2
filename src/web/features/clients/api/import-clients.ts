import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview } from '../../../../contract/clients';
import type { DataJob } from '../../../../contract/data-jobs';
import { apiJson } from '../../../lib/api-client';
import { waitForDataJob } from '../../../lib/data-job';
import { clientsKey } from './get-clients';

/** POST /api/clients/import/preview: each row as the server reads it, with its errors. Writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => apiJson<ImportPreview>('POST', '/api/clients/import/preview', { csv }),
  });
}

/**
 * POST /api/clients/import queues every row or none; the job is followed until it ends. A refused file throws
 * like a 400 with per-row errors ("rows.{row}.{field}").
 */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => {
      const queued = await apiJson<DataJob>('POST', '/api/clients/import', { csv });
      return waitForDataJob('/api/clients/import', queued);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
