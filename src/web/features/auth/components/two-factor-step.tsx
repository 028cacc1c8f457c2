import { useId, useState } from 'react';
import { TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../../contract/two-factor';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCompleteTwoFactor } from '../api/log-in';

/**
 * The second half of a sign-in with two-factor on: the code from the authenticator app, or one of the
 * recovery codes. A timed-out sign-in (five minutes, or five wrong codes) goes back to the password.
 */
export function TwoFactorStep({
  prompt,
  onSignedIn,
  onStartOver,
}: {
  prompt: string;
  onSignedIn: () => void;
  onStartOver: () => void;
}) {
  const complete = useCompleteTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const rememberId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    if (!code.trim()) {
      setFieldError('Enter the code');
      return;
    }
    complete.mutate(
      { code, rememberDevice: remember },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) setExpired(true);
          else setFieldError(errorMessage(error, 'That code didn’t work.'));
        },
      },
    );
  };

  if (expired) {
    return (
      <div className="grid gap-4">
        <ErrorAlert>{TWO_FACTOR_SIGN_IN_EXPIRED}</ErrorAlert>
        <Button onClick={onStartOver}>Back to sign in</Button>
      </div>
    );
  }

  return (
    <form noValidate aria-label="Two-factor sign-in" onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.'
          : prompt}
      </p>
      <TextField
        key={useRecovery ? 'recovery' : 'app'}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError ?? undefined}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={rememberId}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={rememberId} className="text-sm text-slate-700">
          Remember this device for 30 days
        </label>
      </div>
      <Button type="submit" disabled={complete.isPending} className="w-full">
        {complete.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="justify-self-start px-0"
        onClick={() => {
          setUseRecovery((now) => !now);
          setCode('');
          setFieldError(null);
        }}
      >
        {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
