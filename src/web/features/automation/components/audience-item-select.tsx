import { type ComponentProps, useId } from 'react';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

type Item = { id: number; name: string; isActive: boolean };

type Props = ComponentProps<'select'> & {
  label: string;
  placeholder: string;
  /** Undefined while the list loads. */
  items: readonly Item[] | undefined;
  error?: string;
};

/**
 * A service or product to pick clients by; switched-off ones stay listed, marked, since clients may have
 * booked or bought them before.
 */
export function AudienceItemSelect({ label, placeholder, items, error, ...select }: Props) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        // Remounted once the list arrives, so the chosen id is selected among options that now exist.
        key={items === undefined ? 'loading' : 'loaded'}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{items === undefined ? 'Loading...' : placeholder}</option>
        {items?.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.isActive ? item.name : `${item.name} (inactive)`}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
