import { TextField } from '../ui/text-field';
import type { RegisteredField } from './registered-field';

/**
 * Email and phone, side by side from `sm` up. `autoComplete="off"` for a form filled in about someone else
 * (a staff member adding a client), where the browser's own details would be wrong.
 */
export function EmailPhoneFields({
  email,
  phone,
  autoComplete,
}: {
  email: RegisteredField;
  phone: RegisteredField;
  autoComplete?: 'off';
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Email" type="email" autoComplete={autoComplete ?? 'email'} {...email} />
      <TextField label="Phone" type="tel" autoComplete={autoComplete ?? 'tel'} {...phone} />
    </div>
  );
}
