import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, signupSchema } from '../../../../contract/auth';
import { timezoneOptions } from '../../../../contract/availability';
import { deviceTimeZone, friendlyZoneName } from '../../../../contract/time-zone-names';
import { NameFields } from '../../../components/account/name-fields';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field-shell';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useSignUp } from '../api/sign-up';

const fields = ['firstName', 'lastName', 'businessName', 'email', 'password', 'timezone'] as const;

/** The zones offered: this device's first (when it is one the Timezone screen doesn't list), then those. */
function zoneChoices(detected: string | null): string[] {
  const listed: readonly string[] = timezoneOptions;
  return detected && !listed.includes(detected) ? [detected, ...listed] : [...listed];
}

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [detected] = useState(deviceTimeZone);
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      businessName: '',
      email: '',
      password: '',
      timezone: detected ?? 'UTC',
    },
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
      <NameFields
        firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
      />
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
      <FieldShell
        label="Time zone"
        hint={
          detected
            ? 'From this device. Your hours and appointments are kept in this zone; change it here if the business is elsewhere.'
            : 'Your hours and appointments are kept in this zone.'
        }
        error={errors.timezone?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('timezone')}>
            {zoneChoices(detected).map((zone) => (
              <option key={zone} value={zone}>
                {friendlyZoneName(zone)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
