import type { ComponentProps } from 'react';
import { useFreeSlots } from '../../lib/api/appointments/get-free-slots';
import { NativeSelect } from '../ui/native-select';
import { fallbackTimes } from './booking-form-schema';

type TimeSelectProps = ComponentProps<'select'> & {
  businessId: number;
  serviceId?: number;
  date?: string;
  staffId?: number;
};

/** The free start times of the chosen day; the spec's fixed grid only if the free-times call fails. */
export function TimeSelect({ businessId, serviceId, date, staffId, ...selectProps }: TimeSelectProps) {
  const slots = useFreeSlots({ businessId, serviceId, date, staffId });
  const ready = Boolean(serviceId && date);
  const times = slots.isError ? fallbackTimes : (slots.data?.slots.map((slot) => slot.startTime) ?? []);
  let placeholder = 'Select a time';
  if (!ready) placeholder = 'Pick a service and date';
  else if (slots.isPending) placeholder = 'Loading free times...';
  else if (times.length === 0) placeholder = 'No free times on this day';
  return (
    <NativeSelect {...selectProps}>
      <option value="">{placeholder}</option>
      {ready
        ? times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))
        : null}
    </NativeSelect>
  );
}
