import { useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { NotifyClientField } from '../../../components/appointments/notify-client-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateAppointment } from '../../../lib/api/appointments/update-appointment';
import { useUpdateSeriesFrom } from '../../../lib/api/appointments/update-series-from';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { useNotifyClientChoice } from '../../../lib/notify-client';
import { toast } from '../../../lib/toast';

type Asking = 'one' | 'following' | null;

/** A recurring visit's details: it says so, and cancels this visit or this and every later one. */
export function SeriesActions({
  appointment: a,
  onDone,
}: {
  appointment: AppointmentItem;
  onDone: () => void;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const can = useCan();
  const cancelOne = useUpdateAppointment();
  const cancelFollowing = useUpdateSeriesFrom();
  const [notify, setNotify] = useNotifyClientChoice();
  if (a.seriesId === null) return null;
  const seriesId = a.seriesId;
  const failed = (error: Error) =>
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to cancel') });
  const done = (title: string) => () => {
    setAsking(null);
    toast({ type: 'success', title });
    onDone();
  };
  const confirm = () => {
    if (asking === 'one')
      cancelOne.mutate(
        { id: a.id, changes: { status: 'cancelled', notifyClient: notify } },
        { onSuccess: done('Appointment cancelled'), onError: failed },
      );
    else
      cancelFollowing.mutate(
        { seriesId, appointmentId: a.id, changes: { status: 'cancelled', notifyClient: notify } },
        { onSuccess: done('Appointments cancelled'), onError: failed },
      );
  };
  return (
    <section aria-label="Recurring series" className="grid gap-3 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-900">Part of a recurring series</p>
      {can('appointments.update') ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {a.status !== 'cancelled' ? (
            <Button variant="outline" onClick={() => setAsking('one')}>
              Cancel this one
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setAsking('following')}>
            Cancel this and following
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'one' ? 'Cancel this appointment?' : 'Cancel this and following?'}
        description={
          asking === 'one'
            ? 'Only this visit is cancelled; the rest of the series stays.'
            : 'This visit and every later one of the series are cancelled; earlier ones stay.'
        }
        confirmLabel={asking === 'one' ? 'Cancel this one' : 'Cancel this and following'}
        cancelLabel="Keep"
        onConfirm={confirm}
        pending={cancelOne.isPending || cancelFollowing.isPending}
      >
        <NotifyClientField clientName={a.client.name} checked={notify} onChange={setNotify} />
      </ConfirmDialog>
    </section>
  );
}
