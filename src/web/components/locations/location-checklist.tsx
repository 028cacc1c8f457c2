import { useActiveLocations } from '../../lib/api/locations/get-active-locations';

type Props = {
  /** What it is for, e.g. "Works at" or "Offered at". */
  legend: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/**
 * The locations a staff member works at or a service is offered at: none ticked means all of them. A
 * business with one place (or none) is asked nothing, so this renders nothing.
 */
export function LocationChecklist({ legend, value, onChange, error }: Props) {
  const locations = useActiveLocations().data ?? [];
  if (locations.length < 2) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id].sort((a, b) => a - b) : value.filter((other) => other !== id));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'location-checklist-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      <p className="text-xs text-slate-600">None ticked: all locations.</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {locations.map((location) => (
          <label key={location.id} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="size-4 accent-primary-600"
              checked={value.includes(location.id)}
              onChange={(event) => toggle(location.id, event.target.checked)}
            />
            {location.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id="location-checklist-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
