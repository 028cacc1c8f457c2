import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clients/export: fetched first so a refusal shows its message, then saved as clients.csv. */
export function useExportClients() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', '/api/clients/export');
      const match = response.headers.get('Content-Disposition')?.match(/filename="?([^";]+)"?/i);
      const fileName = match?.[1] ?? 'clients.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has started the download; the object URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return fileName;
    },
  });
}
