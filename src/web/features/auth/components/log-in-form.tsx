import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { loginSchema } from '../../../../contract/auth';
import type { TwoFactorChallenge } from '../../../../contract/two-factor';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { needsCode, useLogIn } from '../api/log-in';
import { PasskeySignIn } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';

/** The email typed so far goes along, so it needn't be typed again. */
const forgotQuery = (email: string) =>
  email.trim() ? `?${new URLSearchParams({ email: email.trim() })}` : '';

export function LogInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const logIn = useLogIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    logIn.mutate(values, {
      onSuccess: (answer) => {
        if (needsCode(answer)) setChallenge(answer);
        else onSignedIn();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['email', 'password']))
          setServerError(errorMessage(error));
      },
    });
  });

  if (challenge) {
    return (
      <TwoFactorStep
        prompt={challenge.message}
        passkey={challenge.passkey}
        onSignedIn={onSignedIn}
        onStartOver={() => {
          setChallenge(null);
          form.reset({ email: form.getValues('email'), password: '' });
        }}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <form noValidate aria-label="Sign in" onSubmit={submit} className="grid gap-4">
        {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          href={`/forgot-password${forgotQuery(form.watch('email'))}`}
          className="-mt-2 justify-self-end text-sm font-medium text-primary-700 underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" disabled={logIn.isPending} className="w-full">
          {logIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <PasskeySignIn onSignedIn={onSignedIn} />
    </div>
  );
}
