import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { utcOffset } from '../lib/timezone-options';

type TimezonePickerProps = {
  label: string;
  options: string[];
  value: string;
  onChange: (timezone: string) => void;
};

/** The spec's timezone list as radio options, narrowed by a search box. */
export function TimezonePicker({ label, options, value, onChange }: TimezonePickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  // "new york" finds America/New_York.
  const matches = options.filter((zone) =>
    zone.toLowerCase().replaceAll('_', ' ').includes(needle.replaceAll('_', ' ')),
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{label}</legend>
      <Label htmlFor={`${id}-search`} className="sr-only">
        Search timezones
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder="Search timezones..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="max-h-64 overflow-y-auto rounded-md border border-slate-200">
        {matches.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">No timezones found</p>
        ) : (
          matches.map((zone) => (
            <label
              key={zone}
              className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-slate-50 has-checked:bg-primary-50"
            >
              <input
                type="radio"
                name={`${id}-timezone`}
                value={zone}
                checked={value === zone}
                onChange={() => onChange(zone)}
                className="accent-primary-600"
              />
              <span className="font-medium text-slate-900">{zone}</span>
              <span className="ml-auto text-xs text-slate-600">{utcOffset(zone)}</span>
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
