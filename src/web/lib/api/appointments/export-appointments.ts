import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../download';

export type ExportFormat = 'ics' | 'csv';
type ExportInput = { startDate: string; endDate: string; format: ExportFormat };

/** GET /api/appointments/export: fetched first so a refusal shows its message, then saved as a file. */
export function useExportAppointments() {
  return useMutation({
    mutationFn: ({ startDate, endDate, format }: ExportInput) =>
      downloadFile(
        `/api/appointments/export?${new URLSearchParams({ startDate, endDate, format })}`,
        `appointments-${startDate}-to-${endDate}.${format}`,
      ),
  });
}
