import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';

export type SendWhen = 'now' | 'later';

type Props = {
  when: SendWhen;
  onWhenChange: (when: SendWhen) => void;
  /** The datetime-local value, in the browser's timezone. */
  at: string;
  onAtChange: (at: string) => void;
  min: string;
  error: string | null;
};

const choices: { value: SendWhen; label: string }[] = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule' },
];

/** Now, or a date and time on this device's clock. */
export function SendTimeChoice({ when, onWhenChange, at, onAtChange, min, error }: Props) {
  const id = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-900">When</legend>
      <div className="flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={`${id}-when`}
              value={choice.value}
              checked={when === choice.value}
              onChange={() => onWhenChange(choice.value)}
              className="size-4 accent-primary-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {when === 'later' ? (
        <TextField
          label="Send at"
          type="datetime-local"
          min={min}
          value={at}
          onChange={(event) => onAtChange(event.target.value)}
          hint={`Your local time (${zone}).`}
          error={error ?? undefined}
        />
      ) : null}
    </fieldset>
  );
}
