import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { PASSKEY_FAILED } from '../../../../contract/passkeys';
import { TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../../contract/two-factor';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCompleteTwoFactor, usePasskeySecondFactor } from '../api/log-in';

/**
 * The second half of a sign-in with two-factor on: the code from the authenticator app, one of the recovery
 * codes, or (when the member has one) a passkey. A timed-out sign-in (five minutes, or five wrong codes) goes back to the password.
 */
export function TwoFactorStep({
  prompt,
  passkey,
  onSignedIn,
  onStartOver,
}: {
  prompt: string;
  /** One of the member's passkeys may answer instead of the code. */
  passkey: boolean;
  onSignedIn: () => void;
  onStartOver: () => void;
}) {
  const complete = useCompleteTwoFactor();
  const withPasskey = usePasskeySecondFactor();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
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

  const answerWithPasskey = () => {
    setPasskeyError(null);
    withPasskey.mutate(remember, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setExpired(true);
        else if (error instanceof Error && error.name === 'NotAllowedError')
          setPasskeyError('The passkey was cancelled or timed out.');
        else setPasskeyError(errorMessage(error, PASSKEY_FAILED));
      },
    });
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
      {passkey ? (
        <div className="grid gap-3">
          <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          {passkeyError ? <ErrorAlert>{passkeyError}</ErrorAlert> : null}
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={withPasskey.isPending}
            onClick={answerWithPasskey}
          >
            <KeyRound aria-hidden="true" />
            {withPasskey.isPending ? 'Waiting for your passkey...' : 'Use a passkey instead'}
          </Button>
        </div>
      ) : null}
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
