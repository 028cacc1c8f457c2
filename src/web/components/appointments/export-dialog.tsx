import { addDays, format } from 'date-fns';
import { useEffect, useState } from 'react';
import { type ExportFormat, useExportAppointments } from '../../lib/api/appointments/export-appointments';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormDialogFooter } from '../ui/form-dialog-footer';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';
import { Field } from './field';

type ExportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; today: string };

/** Export Schedule: the appointments of a date range as a calendar file (.ics) or a spreadsheet (CSV). */
export function ExportDialog({ open, onOpenChange, today }: ExportDialogProps) {
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(() =>
    format(addDays(new Date(`${today}T00:00:00`), 30), 'yyyy-MM-dd'),
  );
  const [fileFormat, setFileFormat] = useState<ExportFormat>('ics');
  // The business's today can arrive after mounting: each opening starts from the current one.
  useEffect(() => {
    if (!open) return;
    setStartDate(today);
    setEndDate(format(addDays(new Date(`${today}T00:00:00`), 30), 'yyyy-MM-dd'));
  }, [open, today]);
  const exportSchedule = useExportAppointments();
  const rangeError =
    startDate && endDate && startDate > endDate ? 'End date must be on or after the start date' : undefined;

  const download = (event: React.FormEvent) => {
    event.preventDefault();
    if (!startDate || !endDate || rangeError) return;
    exportSchedule.mutate(
      { startDate, endDate, format: fileFormat },
      {
        onSuccess: (fileName) => {
          toast({ type: 'success', title: 'Schedule exported', message: fileName });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to export schedule') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Export Schedule" description="Download your appointments for a date range.">
        <form noValidate aria-label="Export Schedule" onSubmit={download} className="grid gap-4">
          <div className="grid grid-cols-2 items-start gap-4">
            <TextField
              label="From"
              type="date"
              required
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
            />
            <TextField
              label="To"
              type="date"
              required
              value={endDate}
              error={rangeError}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </div>
          <Field label="Format">
            <NativeSelect
              value={fileFormat}
              onChange={(event) => setFileFormat(event.target.value as ExportFormat)}
            >
              <option value="ics">Calendar file (.ics)</option>
              <option value="csv">Spreadsheet (CSV)</option>
            </NativeSelect>
          </Field>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={exportSchedule.isPending}
            label="Download"
            pendingLabel="Preparing..."
            disabled={exportSchedule.isPending || Boolean(rangeError)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
