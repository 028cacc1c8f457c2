import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { ErrorAlert } from '../ui/alert';
import { TextField } from '../ui/text-field';
import { FormButtons } from './form-buttons';

/**
 * Re-authentication before a two-factor change: the current password, sent by `onSubmit`. The answer's
 * `currentPassword` message shows under the field, any other refusal above the form.
 */
export function PasswordConfirmForm({
  name,
  intro,
  submitLabel,
  pendingLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
}: {
  name: string;
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The last attempt's error, if it failed. */
  failure: unknown;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError = failure ? fieldErrors(failure).find((e) => e.path === 'currentPassword') : undefined;
  const formError = failure && !fieldError ? errorMessage(failure) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onSubmit(password);
  };
  return (
    <form noValidate aria-label={name} onSubmit={submit} className="grid max-w-md gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p className="text-sm text-slate-700">{intro}</p>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? 'Current password is required' : fieldError?.message}
      />
      <FormButtons
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
