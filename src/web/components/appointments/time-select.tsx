import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { SlotsResponse } from '../../../contract/public-booking';
import { useFreeSlots } from '../../lib/api/appointments/get-free-slots';
import { formatTimeOfDay } from '../../lib/format-day';
import { NativeSelect } from '../ui/native-select';
import { fallbackTimes } from './booking-form-schema';

type SelectProps = ComponentProps<'select'>;

type FreeTimesSelectProps = SelectProps & {
  /** The free-times answer of the chosen day. */
  slots: UseQueryResult<SlotsResponse>;
  /** What is still missing before times can be asked for ("Pick a date"), or null when nothing is. */
  missing: string | null;
  /** A time picked elsewhere (the day view's grid), offered even when it is not among the free times. */
  keepTime?: string;
};

/** A day's free start times as a select; the spec's fixed grid only if the free-times call fails. */
export function FreeTimesSelect({ slots, missing, keepTime, ...selectProps }: FreeTimesSelectProps) {
  const free = slots.isError ? fallbackTimes : (slots.data?.slots.map((slot) => slot.startTime) ?? []);
  const times = keepTime && !free.includes(keepTime) ? [...free, keepTime].sort() : free;
  let placeholder = 'Select a time';
  if (missing) placeholder = missing;
  else if (slots.isPending) placeholder = 'Loading free times...';
  else if (times.length === 0) placeholder = 'No free times on this day';
  return (
    <NativeSelect {...selectProps}>
      <option value="">{placeholder}</option>
      {(missing ? (keepTime ? [keepTime] : []) : times).map((time) => (
        <option key={time} value={time}>
          {formatTimeOfDay(time)}
        </option>
      ))}
    </NativeSelect>
  );
}

type TimeSelectProps = SelectProps & {
  /** The business's booking-link slug. */
  business: string;
  serviceId?: number;
  date?: string;
  staffId?: number;
  locationId?: number;
  keepTime?: string;
};

/** The free start times of the chosen day for a new booking. */
export function TimeSelect({
  business,
  serviceId,
  date,
  staffId,
  locationId,
  ...selectProps
}: TimeSelectProps) {
  const slots = useFreeSlots({ business, serviceId, date, staffId, locationId });
  const missing = serviceId && date ? null : 'Pick a service and date';
  return <FreeTimesSelect slots={slots} missing={missing} {...selectProps} />;
}
