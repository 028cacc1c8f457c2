import { KeyRound } from 'lucide-react';
import { PASSKEY_FAILED } from '../../../../contract/passkeys';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { usePasskeySignIn } from '../api/log-in';

/** "Sign in with a passkey", under the password form: no email or password, the device's own check instead. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  const failed = signIn.error
    ? signIn.error instanceof Error && signIn.error.name === 'NotAllowedError'
      ? 'The passkey was cancelled or timed out.'
      : errorMessage(signIn.error, PASSKEY_FAILED)
    : null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {failed ? <ErrorAlert>{failed}</ErrorAlert> : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}
      >
        <KeyRound aria-hidden="true" />
        {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
