import { useRef, useState } from 'react';
import type { AppointmentItem, UpdateAppointmentInput } from '../../../../contract/appointments';
import { ChangeNotMade, useAppointmentChange } from '../../../components/appointments/use-appointment-change';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { useNotifyClientChoice } from '../../../lib/notify-client';
import { toast } from '../../../lib/toast';
import { toMinutes, toTime } from '../lib/time-grid';
import type { GridChange } from './time-grid';

/** How long a drag or resize can be undone from its toast (issue 33). */
export const UNDO_MS = 10_000;

type Asking = { appointment: AppointmentItem; change: GridChange; resolve: (notify: boolean | null) => void };

/** What the question says happens: "moves to Fri, Nov 28, 2:00 PM with Avery Morgan", "now ends at 3:30 PM". */
function whatHappens(a: AppointmentItem, change: GridChange, staffName: (id: number) => string | null) {
  const length = change.durationMinutes ?? toMinutes(a.endTime) - toMinutes(a.startTime);
  if (change.date && change.startTime) {
    const until = formatTimeOfDay(toTime(toMinutes(change.startTime) + length));
    const withWhom =
      change.staffId !== undefined && change.staffId !== a.staff.id
        ? ` with ${staffName(change.staffId)}`
        : '';
    return `moves to ${formatShortDay(change.date)}, ${formatTimeOfDay(change.startTime)} – ${until}${withWhom}`;
  }
  return `now ends at ${formatTimeOfDay(toTime(toMinutes(a.startTime) + length))}`;
}

/** The change that puts it back: the fields the drag changed, as they were. */
function undoOf(a: AppointmentItem, change: GridChange): UpdateAppointmentInput {
  const back: UpdateAppointmentInput = {};
  if (change.date && change.startTime) {
    back.date = a.date;
    back.startTime = a.startTime;
    back.staffId = a.staff.id;
  }
  if (change.durationMinutes !== undefined)
    back.durationMinutes = toMinutes(a.endTime) - toMinutes(a.startTime);
  return back;
}

/**
 * A drag or resize on the grid, as issue 33 asks: "Notify the client?" first (the member's last answer
 * is the default), then the save (asking before an override), then a toast with Undo for 10 seconds.
 * `save` rejects when nothing was saved, so the grid puts the appointment back.
 */
export function useGridChangeNotice(staffName: (id: number) => string | null) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notifyByDefault, rememberNotify] = useNotifyClientChoice();
  const { save: saveChange, dialog: overrideDialog } = useAppointmentChange();
  const answered = useRef(false);

  const answer = (notify: boolean | null) => {
    if (!asking || answered.current) return;
    answered.current = true;
    if (notify !== null) rememberNotify(notify);
    asking.resolve(notify);
    setAsking(null);
  };

  const undo = async (a: AppointmentItem, change: GridChange, notify: boolean) => {
    try {
      // Back where it was: a place it already held, so an override if it was one.
      await saveChange(a.id, { ...undoOf(a, change), notifyClient: notify, override: true });
      toast({
        type: 'success',
        title: 'Change undone',
        message: notify ? `${a.client.name} has been told the time again.` : undefined,
      });
    } catch (error) {
      toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to undo the change') });
    }
  };

  const save = async (a: AppointmentItem, change: GridChange) => {
    const notify = await new Promise<boolean | null>((resolve) => {
      answered.current = false;
      setAsking({ appointment: a, change, resolve });
    });
    if (notify === null) throw new ChangeNotMade();
    try {
      await saveChange(a.id, { ...change, notifyClient: notify });
    } catch (error) {
      if (!(error instanceof ChangeNotMade))
        toast({
          type: 'error',
          title: 'Error',
          message: errorMessage(error, 'Failed to update appointment'),
        });
      throw error;
    }
    toast({
      type: 'success',
      title: 'Appointment updated successfully',
      message: notify ? `${a.client.name} has been notified.` : undefined,
      duration: UNDO_MS,
      action: { label: 'Undo', onClick: () => void undo(a, change, notify) },
    });
  };

  const a = asking?.appointment;
  const dialog = (
    <>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && answer(null)}>
        <DialogContent
          title="Notify the client?"
          description={
            a && asking
              ? `${a.client.name}'s ${a.service.name} ${whatHappens(a, asking.change, staffName)}.`
              : undefined
          }
        >
          <p className="text-sm text-slate-600">
            By email, and by text where texts are set up. Closing this puts the appointment back.
          </p>
          <DialogFooter>
            <Button
              variant={notifyByDefault ? 'outline' : 'primary'}
              autoFocus={!notifyByDefault}
              onClick={() => answer(false)}
            >
              Don't notify
            </Button>
            <Button
              variant={notifyByDefault ? 'primary' : 'outline'}
              autoFocus={notifyByDefault}
              onClick={() => answer(true)}
            >
              Notify
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {overrideDialog}
    </>
  );
  return { save, dialog };
}
