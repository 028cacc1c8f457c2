import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TimeEntry } from '../../../../contract/time-entries';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useCan, useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useApproveTimeEntry, useDeleteTimeEntry } from '../api/time-entries';

/** Every entry of the week; managers approve (not their own, unless they are the owner) and delete. */
export function EntriesTable({
  entries,
  timezone,
  yourStaffId,
}: {
  entries: TimeEntry[];
  timezone: string;
  yourStaffId: number | null;
}) {
  const can = useCan();
  const { user } = useCurrentUser();
  const manage = can('timeEntries.manage');
  const mayApprove = (e: TimeEntry) => user?.role === 'owner' || e.staffId !== yourStaffId;
  const approve = useApproveTimeEntry();
  const remove = useDeleteTimeEntry();
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone });
  const date = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const fail = (error: unknown) => toast({ type: 'error', title: 'Error', message: errorMessage(error) });

  return (
    <>
      <Table aria-label="Time entries" scrollLabel="Time entries">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Staff member</TableHead>
            <TableHead>In</TableHead>
            <TableHead>Out</TableHead>
            <TableHead className="text-right">Breaks</TableHead>
            <TableHead className="text-right">Hours</TableHead>
            <TableHead>Status</TableHead>
            {manage ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{date(e.date)}</TableCell>
              <TableCell>{e.staffName}</TableCell>
              <TableCell>{time(e.clockIn)}</TableCell>
              <TableCell>{e.clockOut ? time(e.clockOut) : '—'}</TableCell>
              <TableCell className="text-right tabular-nums">{e.breakTime} min</TableCell>
              <TableCell className="text-right tabular-nums">{e.totalHours ?? '—'}</TableCell>
              <TableCell>
                {e.status === 'active' ? (
                  <Badge variant="info">Open</Badge>
                ) : e.approvedAt ? (
                  <Badge variant="success">Approved</Badge>
                ) : (
                  <Badge variant="neutral">Finished</Badge>
                )}
              </TableCell>
              {manage ? (
                <TableCell className="text-right">
                  <span className="inline-flex gap-1">
                    {e.status === 'completed' && !e.approvedAt && mayApprove(e) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Approve ${e.staffName}'s entry of ${date(e.date)}`}
                        onClick={() =>
                          approve.mutate(e.id, {
                            onSuccess: () => toast({ type: 'success', title: 'Entry approved' }),
                            onError: fail,
                          })
                        }
                      >
                        <Check aria-hidden="true" />
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${e.staffName}'s entry of ${date(e.date)}`}
                      onClick={() => setDeleting(e)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this time entry?"
        description="The shift leaves the timesheet; a finished one stays in the audit with who deleted it."
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ type: 'success', title: 'Time entry deleted' });
              setDeleting(null);
            },
            onError: fail,
          });
        }}
      />
    </>
  );
}
