import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult } from '../../../../contract/clients';
import { apiJson } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

/** POST /api/clients/import/preview: each row as the server reads it, with its errors. Writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => apiJson<ImportPreview>('POST', '/api/clients/import/preview', { csv }),
  });
}

/** POST /api/clients/import: every row or none (any bad row answers 400 with per-row errors). */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiJson<ImportResult>('POST', '/api/clients/import', { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
