import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useActiveLocations } from '../../../lib/api/locations/get-active-locations';
import type { RoomFormValues } from '../lib/room-form';
import { ServiceChecklist } from './service-checklist';

type RoomFormFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  /** The room's location as saved, shown even when that location has since been switched off. */
  savedLocation?: { id: number; name: string } | null;
};

/** The waiting room's inputs, each labelled, its hint and error announced with it. */
export function RoomFormFields({ form, savedLocation }: RoomFormFieldsProps) {
  const id = useId();
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const locations = useActiveLocations().data ?? [];
  const choices =
    savedLocation && !locations.some((location) => location.id === savedLocation.id)
      ? [...locations, savedLocation]
      : locations;
  const locationError = errors.locationId?.message;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          className="grid gap-1.5 sm:col-span-2"
          placeholder="Front desk"
          error={errors.name?.message}
          {...register('name')}
        />
        {choices.length > 0 ? (
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-location`}>Location</Label>
            <NativeSelect
              id={`${id}-location`}
              aria-invalid={locationError ? true : undefined}
              aria-describedby={`${id}-location-hint${locationError ? ` ${id}-location-error` : ''}`}
              {...register('locationId')}
            >
              <option value="">Choose a location</option>
              {choices.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
            <p id={`${id}-location-hint`} className="text-xs text-slate-600">
              Each location has one waiting room.
            </p>
            {locationError ? (
              <p id={`${id}-location-error`} className="text-sm text-red-700">
                {locationError}
              </p>
            ) : null}
          </div>
        ) : null}
        <TextareaField
          label="Description"
          className="grid gap-1.5 sm:col-span-2"
          rows={2}
          hint="For staff: what this waiting list is for."
          error={errors.description?.message}
          {...register('description')}
        />
        <TextareaField
          label="Welcome message"
          className="grid gap-1.5 sm:col-span-2"
          rows={2}
          hint="Shown to visitors on the join page and the kiosk."
          error={errors.welcomeMessage?.message}
          {...register('welcomeMessage')}
        />
        <TextField
          label="Capacity"
          type="number"
          min="1"
          step="1"
          placeholder="No limit"
          hint="Most visitors in line at once. Leave blank for no limit."
          error={errors.maxCapacity?.message}
          {...register('maxCapacity')}
        />
        <TextField
          label="Default visit length (minutes)"
          type="number"
          min="1"
          step="1"
          hint="Used for the wait estimate until today has visits to go by."
          error={errors.settings?.defaultVisitMinutes?.message}
          {...register('settings.defaultVisitMinutes')}
        />
      </div>
      <ServiceChecklist
        value={watch('settings.serviceIds')}
        onChange={(ids) => setValue('settings.serviceIds', ids, { shouldDirty: true })}
        error={errors.settings?.serviceIds?.message}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">When a visitor is called</legend>
        <SwitchRow
          id={`${id}-email`}
          label="Email them (when they gave an email)"
          checked={watch('settings.notifyEmail')}
          onChange={(checked) => setValue('settings.notifyEmail', checked, { shouldDirty: true })}
        />
        <SwitchRow
          id={`${id}-sms`}
          label="Text them (when they gave a phone number)"
          checked={watch('settings.notifySms')}
          onChange={(checked) => setValue('settings.notifySms', checked, { shouldDirty: true })}
        />
      </fieldset>
      <SwitchRow
        id={`${id}-active`}
        label="Open (visitors can join the waiting list)"
        checked={watch('isActive')}
        onChange={(checked) => setValue('isActive', checked, { shouldDirty: true })}
      />
    </>
  );
}

type SwitchRowProps = { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void };

function SwitchRow({ id, label, checked, onChange }: SwitchRowProps) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm text-slate-900">
        {label}
      </label>
    </div>
  );
}
