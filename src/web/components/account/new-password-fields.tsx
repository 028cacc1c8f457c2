import { MIN_PASSWORD_LENGTH } from '../../../contract/auth';
import { TextField } from '../ui/text-field';
import type { RegisteredField } from './registered-field';

/** A new password, with the length rule as its hint, and the same again to confirm it. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  autoFocus,
}: {
  newPassword: RegisteredField;
  confirmPassword: RegisteredField;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        {...newPassword}
      />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
