import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type AvailabilityWindowItem, INVALID_TIME_RANGE } from '../../../../contract/availability';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useDeleteAvailabilityWindow } from '../api/delete-availability-window';
import { useUpdateAvailabilityWindow } from '../api/update-availability-window';
import { showAvailabilityError } from '../lib/show-availability-error';
import { timeRangeError } from '../lib/time-range';

type WindowRowProps = { staffId: number; day: string; window: AvailabilityWindowItem };

/** One window: its start and end (saved with Save), active switch (saved at once) and delete. */
export function WindowRow({ staffId, day, window }: WindowRowProps) {
  const [startTime, setStartTime] = useState(window.startTime.slice(0, 5));
  const [endTime, setEndTime] = useState(window.endTime.slice(0, 5));
  const [lastChanged, setLastChanged] = useState<'start' | 'end'>('end');
  const update = useUpdateAvailabilityWindow(staffId);
  const remove = useDeleteAvailabilityWindow(staffId);
  const [confirming, setConfirming] = useState(false);
  const dirty = startTime !== window.startTime.slice(0, 5) || endTime !== window.endTime.slice(0, 5);
  const rangeError = timeRangeError(startTime, endTime, lastChanged);
  const name = `${day} ${window.startTime.slice(0, 5)} to ${window.endTime.slice(0, 5)}`;
  const updated = () => toast({ type: 'success', title: 'Availability Updated' });

  const saveTimes = () => {
    if (rangeError) {
      toast({ type: 'error', title: INVALID_TIME_RANGE, message: rangeError });
      return;
    }
    update.mutate(
      { id: window.id, startTime, endTime },
      { onSuccess: updated, onError: showAvailabilityError },
    );
  };

  return (
    <fieldset
      aria-label={name}
      className="grid grid-cols-2 items-end gap-3 rounded-md bg-slate-50 p-3 sm:flex sm:flex-wrap"
    >
      <TimeInput
        id={`window-${window.id}-start`}
        label="Start"
        value={startTime}
        invalid={rangeError !== null}
        onChange={(value) => {
          setStartTime(value);
          setLastChanged('start');
        }}
      />
      <TimeInput
        id={`window-${window.id}-end`}
        label="End"
        value={endTime}
        invalid={rangeError !== null}
        onChange={(value) => {
          setEndTime(value);
          setLastChanged('end');
        }}
      />
      <div className="col-span-2 flex flex-1 items-center gap-2">
        <Switch
          id={`window-${window.id}-active`}
          checked={window.isActive}
          disabled={update.isPending}
          onCheckedChange={(isActive) =>
            update.mutate({ id: window.id, isActive }, { onSuccess: updated, onError: showAvailabilityError })
          }
        />
        <Label htmlFor={`window-${window.id}-active`}>Active</Label>
        <Button size="sm" className="ml-auto h-10" disabled={!dirty || update.isPending} onClick={saveTimes}>
          Save
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete window ${name}`}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this window?"
          description={`${name} will no longer be bookable. This can't be undone.`}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(window.id, {
              onSuccess: () => {
                setConfirming(false);
                updated();
              },
              onError: showAvailabilityError,
            })
          }
        />
      </div>
      {rangeError ? (
        <p role="alert" className="col-span-2 basis-full text-sm text-red-700">
          {rangeError}
        </p>
      ) : null}
    </fieldset>
  );
}

type TimeInputProps = {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
};

function TimeInput({ id, label, value, invalid, onChange }: TimeInputProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        className="w-full sm:w-32"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
