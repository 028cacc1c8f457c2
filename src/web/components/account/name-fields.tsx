import { TextField } from '../ui/text-field';
import type { RegisteredField } from './registered-field';

/** A person's first and last name, side by side from `sm` up. */
export function NameFields({
  firstName,
  lastName,
  lastNameLabel = 'Last name',
}: {
  firstName: RegisteredField;
  lastName: RegisteredField;
  lastNameLabel?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...firstName} />
      <TextField label={lastNameLabel} autoComplete="family-name" {...lastName} />
    </div>
  );
}
