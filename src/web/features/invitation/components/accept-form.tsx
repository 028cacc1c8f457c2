import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, password } from '../../../../contract/auth';
import { acceptInvitationSchema, type Invitation } from '../../../../contract/invitations';
import { NameFields } from '../../../components/account/name-fields';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useAcceptInvitation } from '../api/accept-invitation';

/** Signed out, a new account: the password is required here (the sign-up rule). */
const newAccountSchema = acceptInvitationSchema.extend({ password });

/**
 * Signed out: a new person chooses a password and may correct their name. An email that already signs in to
 * Frontdesk is told to sign in first (the link never takes an existing account's password).
 */
export function NewAccountForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { password: '', firstName: invitation.firstName, lastName: invitation.lastName },
  });
  const { errors } = form.formState;
  const accept = useAcceptInvitation(token);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    accept.mutate(values, {
      onSuccess: onAccepted,
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['password', 'firstName', 'lastName']))
          setServerError(errorMessage(error));
      },
    });
  });

  return (
    <form noValidate aria-label="Accept invitation" onSubmit={submit} className="grid gap-4">
      {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
      <TextField label="Email" type="email" value={invitation.email} readOnly autoComplete="username" />
      <NameFields
        firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
      />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={accept.isPending} className="w-full">
        {accept.isPending ? 'Joining...' : `Join ${invitation.businessName}`}
      </Button>
    </form>
  );
}

/** Signed in as the invited email: one button, no password. */
export function AcceptAsMember({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: () => void;
}) {
  const accept = useAcceptInvitation(token);
  return (
    <div className="grid gap-4">
      {accept.isError ? <ErrorAlert>{errorMessage(accept.error)}</ErrorAlert> : null}
      <p className="text-sm text-slate-700">
        You are signed in as <strong>{invitation.email}</strong>.
      </p>
      <Button
        type="button"
        disabled={accept.isPending}
        className="w-full"
        onClick={() => accept.mutate({}, { onSuccess: onAccepted })}
      >
        {accept.isPending ? 'Joining...' : `Join ${invitation.businessName}`}
      </Button>
    </div>
  );
}
