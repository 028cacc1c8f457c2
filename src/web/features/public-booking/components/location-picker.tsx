import { MapPin } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatPhone } from '../../../../contract/phone';
import type { PublicBusiness } from '../../../../contract/public-booking';

type LocationPickerProps = {
  locations: PublicBusiness['locations'];
  field: UseFormRegisterReturn<'locationId'>;
  error?: string;
};

/** A business with more than one location asks where first (radio cards, like the services). */
export function LocationPicker({ locations, field, error }: LocationPickerProps) {
  return (
    <fieldset aria-describedby={error ? 'location-error' : undefined} className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Choose a location</legend>
      {error ? (
        <p id="location-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {locations.map((location) => (
        <label
          key={location.id}
          className="grid cursor-pointer gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-primary-300 has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
        >
          <input type="radio" value={location.id} className="sr-only" {...field} />
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPin aria-hidden="true" className="size-4 text-primary-700" />
            {location.name}
          </span>
          {location.address || location.city ? (
            <span className="text-sm text-slate-600">
              {[location.address, location.city, location.state].filter(Boolean).join(', ')}
            </span>
          ) : null}
          {location.phone ? (
            <span className="text-sm text-slate-600">{formatPhone(location.phone)}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
