import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { acceptInvitationSchema, type Invitation } from '../../../../contract/invitations';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useAcceptInvitation } from '../api/accept-invitation';

/** New people choose a password (and may correct their name); people with an account give theirs. */
export function AcceptForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: invitation.hasAccount
      ? { password: '' }
      : { password: '', firstName: invitation.firstName, lastName: invitation.lastName },
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
      {invitation.hasAccount ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
      )}
      <TextField
        label={invitation.hasAccount ? 'Your Frontdesk password' : 'Choose a password'}
        type="password"
        autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
        hint={invitation.hasAccount ? 'This email already signs in to Frontdesk.' : 'At least 10 characters'}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={accept.isPending} className="w-full">
        {accept.isPending ? 'Joining...' : `Join ${invitation.businessName}`}
      </Button>
    </form>
  );
}
