import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { timezoneOptions } from '../../../../contract/availability';
import {
  type CreateLocationInput,
  createLocationSchema,
  LOCATION_ADDED,
  LOCATION_UPDATED,
  type Location,
  type Weekday,
  weekdays,
} from '../../../../contract/locations';
import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSaveLocation } from '../api/locations';

type DayForm = { open: boolean; from: string; to: string };
type FormValues = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  email: string;
  timezone: string;
  isActive: boolean;
  hours: Record<Weekday, DayForm>;
};

const dayNames = Object.fromEntries(WEEKDAY_NAMES.map((name) => [name.toLowerCase(), name])) as Record<
  Weekday,
  string
>;

const fields = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
  'email',
  'timezone',
] as const;

function toForm(location: Location | undefined): FormValues {
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const h = location?.businessHours?.[day];
      const weekday = day !== 'saturday' && day !== 'sunday';
      return [
        day,
        h
          ? { open: !h.closed, from: h.open, to: h.close }
          : { open: !location && weekday, from: '09:00', to: '17:00' },
      ];
    }),
  ) as Record<Weekday, DayForm>;
  return {
    name: location?.name ?? '',
    address: location?.address ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zipCode: location?.zipCode ?? '',
    country: location?.country ?? 'US',
    phone: location?.phone ?? '',
    email: location?.email ?? '',
    // New: the business's own timezone unless another is chosen.
    timezone: location?.timezone ?? '',
    isActive: location?.isActive ?? true,
    hours,
  };
}

/** The form's text becomes the contract's body: empty text is no value, open days become hours. */
function toBody(values: FormValues): CreateLocationInput {
  const businessHours = Object.fromEntries(
    weekdays
      .filter((day) => values.hours[day].open)
      .map((day) => [day, { open: values.hours[day].from, close: values.hours[day].to }]),
  );
  return {
    name: values.name,
    address: values.address,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: values.country,
    phone: values.phone,
    email: values.email,
    timezone: values.timezone || undefined,
    businessHours,
    isActive: values.isActive,
  } as CreateLocationInput;
}

type Props = { location?: Location; onClose: () => void };

/** Add Location / Edit Location: address, contact, timezone and weekly hours; Edit can deactivate. */
export function LocationDialog({ location, onClose }: Props) {
  const form = useForm<FormValues>({
    defaultValues: toForm(location),
    resolver: async (values, context, options) => {
      const checked = await zodResolver(createLocationSchema)(
        toBody(values) as never,
        context,
        options as never,
      );
      return checked.errors && Object.keys(checked.errors).length > 0
        ? { values: {}, errors: checked.errors as never }
        : { values, errors: {} };
    },
  });
  const { errors } = form.formState;
  const save = useSaveLocation();
  const id = useId();
  const title = location ? 'Edit Location' : 'Add Location';
  const current = form.watch('timezone');
  const zones: string[] =
    current && !timezoneOptions.includes(current as never)
      ? [current, ...timezoneOptions]
      : [...timezoneOptions];

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...toBody(values), ...(location ? { id: location.id } : {}) },
      {
        onSuccess: () => {
          toast({ type: 'success', title: location ? LOCATION_UPDATED : LOCATION_ADDED });
          onClose();
        },
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, fields)) return;
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save location') });
        },
      },
    ),
  );
  const hourError = (day: Weekday) =>
    (errors as Record<string, { message?: string } | undefined>)[`businessHours.${day}.close`]?.message ??
    (errors as { businessHours?: Record<string, { close?: { message?: string } }> }).businessHours?.[day]
      ?.close?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-2xl">
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-5">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="Location name"
              className="grid gap-1.5 sm:col-span-2"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="Address"
              className="grid gap-1.5 sm:col-span-2"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <TextField label="City" error={errors.city?.message} {...form.register('city')} />
            <TextField label="State" error={errors.state?.message} {...form.register('state')} />
            <TextField label="ZIP code" error={errors.zipCode?.message} {...form.register('zipCode')} />
            <TextField
              label="Country"
              maxLength={2}
              error={errors.country?.message}
              {...form.register('country')}
            />
            <TextField label="Phone" type="tel" error={errors.phone?.message} {...form.register('phone')} />
            <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-timezone`}>Timezone</Label>
              <NativeSelect id={`${id}-timezone`} {...form.register('timezone')}>
                {location ? null : <option value="">Same as the business</option>}
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </NativeSelect>
              <p className="text-xs text-slate-600">Appointments here are booked and shown in this time.</p>
            </div>
          </div>
          <fieldset className="grid gap-2 border-t border-slate-200 pt-4">
            <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">
              Business hours
            </legend>
            {weekdays.map((day) => {
              const open = form.watch(`hours.${day}.open`);
              const error = hourError(day);
              return (
                <div
                  key={day}
                  className="clear-both grid grid-cols-[7rem_1fr] items-center gap-2 sm:grid-cols-[8rem_auto_1fr_1fr]"
                >
                  <span className="flex items-center gap-2">
                    <input
                      id={`${id}-${day}-open`}
                      type="checkbox"
                      className="size-4 accent-primary-600"
                      {...form.register(`hours.${day}.open`)}
                    />
                    <label htmlFor={`${id}-${day}-open`} className="text-sm text-slate-900">
                      {dayNames[day]}
                    </label>
                  </span>
                  <span className="text-xs text-slate-600 sm:w-14">{open ? 'Open' : 'Closed'}</span>
                  {open ? (
                    <>
                      <input
                        type="time"
                        aria-label={`${dayNames[day]} opens`}
                        className="h-9 rounded-md border border-slate-300 px-2 text-sm"
                        {...form.register(`hours.${day}.from`)}
                      />
                      <input
                        type="time"
                        aria-label={`${dayNames[day]} closes`}
                        aria-invalid={error ? true : undefined}
                        className="h-9 rounded-md border border-slate-300 px-2 text-sm"
                        {...form.register(`hours.${day}.to`)}
                      />
                    </>
                  ) : null}
                  {error ? (
                    <p className="col-span-full text-sm text-red-700">{`${dayNames[day]}: ${error}`}</p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          {location ? (
            <div className="flex items-center gap-3">
              <Switch
                id={`${id}-active`}
                checked={form.watch('isActive')}
                onCheckedChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
              />
              <label htmlFor={`${id}-active`} className="text-sm text-slate-900">
                Active location (clients can book here)
              </label>
            </div>
          ) : null}
          <FormDialogFooter
            onCancel={onClose}
            pending={save.isPending}
            label={location ? 'Save changes' : 'Add Location'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
