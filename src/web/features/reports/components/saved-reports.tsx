import { CalendarClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_DELETED,
  type ReportType,
  reportScheduleLabels,
  type SavedReport,
} from '../../../../contract/reports';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteSavedReport, useSavedReports, useUpdateSavedReport } from '../api/saved-reports';
import { type ReportSelection, selectionLabel } from '../lib/selection';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const TAB_NAMES: Record<ReportType, string> = {
  overview: 'Overview',
  services: 'Services',
  staff: 'Staff',
  inventory: 'Inventory',
};

/** Saved views: open one, pause or resume its emails, delete it. */
export function SavedReports({ onOpen }: { onOpen: (type: ReportType, selection: ReportSelection) => void }) {
  const saved = useSavedReports();
  const update = useUpdateSavedReport();
  const remove = useDeleteSavedReport();
  const [deleting, setDeleting] = useState<SavedReport | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved reports</CardTitle>
        <CardDescription>Views you saved; scheduled ones are emailed as PDF and CSV.</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isPending ? (
          <LoadingSkeleton label="Loading saved reports…" bars={['h-16']} />
        ) : saved.isError ? (
          <ErrorState error={saved.error} onRetry={() => saved.refetch()} />
        ) : saved.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No saved reports yet. Use Save view to keep the one on screen.
          </p>
        ) : (
          <ul aria-label="Saved reports" className="divide-y divide-slate-100">
            {saved.data.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="grid gap-0.5">
                  <p className="font-medium text-slate-900">{report.name}</p>
                  <p className="text-sm text-slate-600">
                    {TAB_NAMES[report.type]} · {selectionLabel(report.parameters)}
                  </p>
                  {report.schedule ? (
                    <p className="flex items-center gap-1.5 text-xs text-slate-600">
                      <CalendarClock aria-hidden="true" className="size-3.5" />
                      {reportScheduleLabels[report.schedule]} to {report.recipients.join(', ')}
                      {report.lastGenerated ? ` · last sent ${when(report.lastGenerated)}` : ''}
                      {report.nextRunAt ? ` · next ${when(report.nextRunAt)}` : ' · paused'}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  {report.schedule ? (
                    <div className="flex items-center gap-2 text-sm text-slate-700">
                      <Switch
                        checked={report.isActive}
                        aria-label={`Email ${report.name}`}
                        onCheckedChange={(isActive) =>
                          update.mutate(
                            { id: report.id, isActive },
                            {
                              onError: (error) =>
                                toast({ type: 'error', title: 'Error', message: errorMessage(error) }),
                            },
                          )
                        }
                      />
                      <span aria-hidden="true">Email</span>
                    </div>
                  ) : null}
                  <Button variant="outline" size="sm" onClick={() => onOpen(report.type, report.parameters)}>
                    Open<span className="sr-only"> {report.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${report.name}`}
                    onClick={() => setDeleting(report)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this saved report?"
        description={`"${deleting?.name ?? ''}" and its emails stop. The figures themselves stay.`}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ type: 'success', title: REPORT_DELETED });
              setDeleting(null);
            },
            onError: (error) => toast({ type: 'error', title: 'Error', message: errorMessage(error) }),
          });
        }}
      />
    </Card>
  );
}
