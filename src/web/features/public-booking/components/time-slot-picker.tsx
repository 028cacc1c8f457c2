import { lazy, Suspense, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { friendlyZoneName } from '../../../../contract/time-zone-names';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeOfDay } from '../../../lib/format-day';
import { usePublicSlots } from '../api/get-public-slots';

// Only a full day needs it: loaded then, so the booking page's first load doesn't carry it.
const WaitlistJoinDialog = lazy(() => import('./waitlist-join-dialog'));

type TimeSlotPickerProps = {
  /** The booking link's slug. */
  business: string;
  serviceId: number | undefined;
  serviceName?: string;
  date: string | undefined;
  timezone: string;
  locationId?: number;
  /** Chosen by the client; unset: anyone available. */
  staffId?: number;
  /** The business keeps a waitlist (its plan's front_desk): a full day offers to join it. */
  waitlist: boolean;
  field: UseFormRegisterReturn<'startTime'>;
  error?: string;
};

/** The chosen day's free start times for the chosen service, as radio buttons. */
export function TimeSlotPicker({
  business,
  serviceId,
  serviceName,
  locationId,
  staffId,
  date,
  timezone,
  waitlist,
  field,
  error,
}: TimeSlotPickerProps) {
  const slots = usePublicSlots({ business, serviceId, date, locationId, staffId });
  const describedBy = error ? 'time-error' : undefined;
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Time</legend>
      <SlotOptions
        slots={slots}
        ready={Boolean(serviceId && date)}
        field={field}
        waitlist={
          waitlist && serviceId && date
            ? { business, serviceId, serviceName: serviceName ?? 'This service', date, locationId }
            : null
        }
      />
      <p className="text-xs text-slate-600">
        Times are shown in local time where you'll be seen ({friendlyZoneName(timezone)}).
      </p>
      {error ? (
        <p id="time-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

type WaitlistTarget = {
  /** The booking link's slug. */
  business: string;
  serviceId: number;
  serviceName: string;
  date: string;
  locationId?: number;
};

type SlotOptionsProps = {
  slots: ReturnType<typeof usePublicSlots>;
  ready: boolean;
  field: UseFormRegisterReturn<'startTime'>;
  waitlist: WaitlistTarget | null;
};

function SlotOptions({ slots, ready, field, waitlist }: SlotOptionsProps) {
  if (!ready)
    return <p className="text-sm text-slate-600">Choose a service and a date to see the free times.</p>;
  if (slots.isPending) {
    return (
      <div role="status" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        <span className="sr-only">Loading free times…</span>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} className="h-10" />
        ))}
      </div>
    );
  }
  if (slots.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(slots.error, 'Could not load the free times. Please try again.')}
      </p>
    );
  }
  if (slots.data.slots.length === 0) {
    // A closed day (nobody who does the service works then) has no time to wait for.
    const closed = slots.data.closed === true;
    return (
      <div className="grid gap-2 rounded-md bg-slate-100 p-3">
        <p className="text-sm text-slate-700">
          {closed
            ? 'We’re closed on this day. Please choose another date.'
            : 'There are no free times on this day. Please choose another date.'}
        </p>
        {waitlist && !closed ? <JoinWaitlist target={waitlist} /> : null}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.data.slots.map((slot) => (
        <label
          key={slot.startTime}
          className="flex h-10 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white text-sm font-medium text-slate-900 hover:border-primary-400 has-checked:border-primary-600 has-checked:bg-primary-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
        >
          <input type="radio" value={slot.startTime} className="sr-only" {...field} />
          {formatTimeOfDay(slot.startTime)}
        </label>
      ))}
    </div>
  );
}

/** A full day: the client may wait for a time to free up instead. */
function JoinWaitlist({ target }: { target: WaitlistTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="text-sm text-slate-700">
        Or join the waitlist: if a time frees up, we'll hold it for you.
      </p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Join the waitlist
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WaitlistJoinDialog {...target} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
