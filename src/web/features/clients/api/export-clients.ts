import { useMutation } from '@tanstack/react-query';
import type { DataJob } from '../../../../contract/data-jobs';
import { apiJson } from '../../../lib/api-client';
import { waitForDataJob } from '../../../lib/data-job';
import { downloadFile } from '../../../lib/download';

/**
 * POST /api/clients/export queues the file; the job is followed until it is written, then its file is saved
 * as clients.csv. A restart of the server on the way only delays it: the job runs again there.
 */
export function useExportClients() {
  return useMutation({
    mutationFn: async () => {
      const queued = await apiJson<DataJob>('POST', '/api/clients/export');
      const done = await waitForDataJob('/api/clients/export', queued);
      if (!done.fileUrl) throw new Error(`export ${done.id} finished without a file`);
      return downloadFile(done.fileUrl, done.fileName ?? 'clients.csv');
    },
  });
}
