import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, signupSchema } from '../../../../contract/auth';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useSignUp } from '../api/sign-up';

const fields = ['firstName', 'lastName', 'businessName', 'email', 'password'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', businessName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    signUp.mutate(values, {
      onSuccess: onSignedUp,
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, fields)) setServerError(errorMessage(error));
      },
    });
  });

  return (
    <form noValidate aria-label="Create account" onSubmit={submit} className="grid gap-4">
      {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
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
      <TextField
        label="Business name"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
