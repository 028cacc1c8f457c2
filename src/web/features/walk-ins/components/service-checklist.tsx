import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { useServices } from '../../../lib/api/services/get-services';

type ServiceChecklistProps = { value: number[]; onChange: (ids: number[]) => void; error?: string };

/** The services a walk-in may ask for; a switched-off one is listed only while it is ticked. */
export function ServiceChecklist({ value, onChange, error }: ServiceChecklistProps) {
  const id = useId();
  const services = useServices({ includeInactive: true }).data;
  const shown = services?.filter((service) => service.isActive || value.includes(service.id));
  const toggle = (serviceId: number, on: boolean) =>
    onChange(on ? [...value, serviceId] : value.filter((other) => other !== serviceId));
  return (
    <fieldset
      className="grid min-w-0 content-start gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1 text-sm font-medium text-slate-900">Walk-in services</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Visitors choose one of these when they join. Tick none and they don't choose.
      </p>
      {shown === undefined ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">No services yet</p>
      ) : (
        <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3">
          {shown.map((service) => (
            <div key={service.id} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${service.id}`}
                checked={value.includes(service.id)}
                onChange={(event) => toggle(service.id, event.target.checked)}
              />
              <label htmlFor={`${id}-${service.id}`} className="break-words text-sm text-slate-900">
                {service.isActive ? service.name : `${service.name} (inactive)`}
              </label>
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
