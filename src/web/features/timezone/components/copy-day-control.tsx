import { useState } from 'react';
import { WEEKDAYS } from '../../../../contract/availability';
import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { useCopyAvailabilityDay } from '../api/copy-availability-day';
import { showAvailabilityError } from '../lib/show-availability-error';

type CopyDayControlProps = { staffId: number; fromDay: number; disabled: boolean };

/** The select's value for "All weekdays": every weekday but this one. */
const ALL_WEEKDAYS = -1;

/** Copies this day's windows onto another day, or onto every other weekday, replacing what those days had. */
export function CopyDayControl({ staffId, fromDay, disabled }: CopyDayControlProps) {
  const targets = WEEKDAY_NAMES.map((day, index) => ({ day, index })).filter(
    ({ index }) => index !== fromDay,
  );
  const [toDay, setToDay] = useState(
    WEEKDAYS.some((day) => day === fromDay) ? ALL_WEEKDAYS : (targets[0]?.index ?? 0),
  );
  const copy = useCopyAvailabilityDay(staffId);
  const id = `copy-day-${fromDay}`;
  const fromName = WEEKDAY_NAMES[fromDay];
  const otherWeekdays = WEEKDAYS.filter((day) => day !== fromDay);
  const toName = toDay === ALL_WEEKDAYS ? 'every weekday' : WEEKDAY_NAMES[toDay];
  const replaced =
    toDay === ALL_WEEKDAYS
      ? otherWeekdays.map((day) => WEEKDAY_NAMES[day]).join(', ')
      : `${WEEKDAY_NAMES[toDay]}'s`;

  const [confirming, setConfirming] = useState(false);
  const copyHours = () =>
    copy.mutate(
      toDay === ALL_WEEKDAYS ? { staffId, fromDay, toDays: otherWeekdays } : { staffId, fromDay, toDay },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({
            type: 'success',
            title: 'Hours Copied',
            message: `${fromName}'s hours now apply to ${toName}.`,
          });
        },
        onError: showAvailabilityError,
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-slate-600">
        Copy to<span className="sr-only"> (from {fromName}, replacing that day's windows)</span>
      </Label>
      <NativeSelect
        id={id}
        className="w-32"
        value={toDay}
        disabled={disabled}
        onChange={(event) => setToDay(Number(event.target.value))}
      >
        <option value={ALL_WEEKDAYS}>All weekdays</option>
        {targets.map(({ day, index }) => (
          <option key={day} value={index}>
            {day}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="secondary"
        size="sm"
        className="h-10"
        disabled={disabled || copy.isPending}
        onClick={() => setConfirming(true)}
      >
        Copy<span className="sr-only"> {fromName}'s hours</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Copy ${fromName}'s hours to ${toName}?`}
        description={
          toDay === ALL_WEEKDAYS
            ? `The windows of ${replaced} are replaced by ${fromName}'s.`
            : `${replaced} windows are replaced by ${fromName}'s.`
        }
        confirmLabel="Copy hours"
        pending={copy.isPending}
        onConfirm={copyHours}
      />
    </div>
  );
}
