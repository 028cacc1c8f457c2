import { useId } from 'react';
import { Checkbox } from '../ui/checkbox';

/**
 * "Notify the client" beside a salon-side cancel or reschedule (issue 33): ticked by default, then as the
 * member last left it (lib/notify-client.ts).
 */
export function NotifyClientField({
  clientName,
  checked,
  onChange,
}: {
  clientName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Notify the client
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {`Email ${clientName} (and text them, where texts are set up).`}
        </p>
      </div>
    </div>
  );
}
