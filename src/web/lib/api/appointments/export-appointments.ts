import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';

export type ExportFormat = 'ics' | 'csv';
type ExportInput = { startDate: string; endDate: string; format: ExportFormat };

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** GET /api/appointments/export: fetched first so a refusal shows its message, then saved as a file. */
export function useExportAppointments() {
  return useMutation({
    mutationFn: async ({ startDate, endDate, format }: ExportInput) => {
      const query = new URLSearchParams({ startDate, endDate, format });
      const response = await apiRequest('GET', `/api/appointments/export?${query}`);
      const fileName = fileNameFrom(
        response.headers.get('Content-Disposition'),
        `appointments-${startDate}-to-${endDate}.${format}`,
      );
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
