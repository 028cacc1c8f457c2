import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

type Item = { id: number; name: string; isActive: boolean };

type Props = {
  legend: string;
  /** Undefined while the list loads. */
  items: readonly Item[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  /** e.g. "No products yet". */
  emptyText: string;
};

/** Services or products an offer discounts; a switched-off one is listed only while it is ticked. */
export function OfferItemChecklist({ legend, items, value, onChange, emptyText }: Props) {
  const id = useId();
  const shown = items?.filter((item) => item.isActive || value.includes(item.id));
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...value, itemId] : value.filter((other) => other !== itemId));
  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      {shown === undefined ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3">
          {shown.map((item) => (
            <div key={item.id} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${item.id}`}
                checked={value.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <label htmlFor={`${id}-${item.id}`} className="break-words text-sm text-slate-900">
                {item.isActive ? item.name : `${item.name} (inactive)`}
              </label>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
