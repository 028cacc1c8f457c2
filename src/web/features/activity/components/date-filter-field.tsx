import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

const isUsableDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1900-01-01';

type Props = {
  label: string;
  value: string | undefined;
  error?: string;
  onChange: (day: string | undefined) => void;
};

/**
 * A native date input whose day is applied once it is a whole day: typing a year digit by digit passes
 * through 0002, 0020 and 0202, which would each be a request and a flash of "must be between 1900 and 2999".
 */
export function DateFilterField({ label, value, error, onChange }: Props) {
  const [draft, setDraft] = useState(value ?? '');
  const [left, setLeft] = useState(false);
  useEffect(() => setDraft(value ?? ''), [value]);
  const unusable = draft !== '' && !isUsableDay(draft);
  return (
    <TextField
      label={label}
      type="date"
      min="1900-01-01"
      max="2999-12-31"
      value={draft}
      error={error ?? (unusable && left ? `${label} must be between 1900 and 2999` : undefined)}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        setLeft(false);
        if (next === '') onChange(undefined);
        else if (isUsableDay(next)) onChange(next);
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
