import { useId } from 'react';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';

/** Optional customer; the empty choice is a walk-in (spec §2). `value` is the client id or ''. */
export function CustomerSelect({
  clients,
  value,
  onChange,
  disabled,
}: {
  clients: readonly { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Customer (optional)</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Walk-in Customer</option>
        {clients.map((client) => (
          <option key={client.id} value={String(client.id)}>
            {client.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
