import { useState } from 'react';
import { TWO_FACTOR_STILL_REQUIRED } from '../../../../contract/two-factor';
import { FormButtons } from '../../../components/two-factor/form-buttons';
import { PasswordConfirmForm } from '../../../components/two-factor/password-confirm-form';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { TwoFactorSetup } from '../../../components/two-factor/two-factor-setup';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useDisableTwoFactor } from '../../../lib/api/two-factor/disable-two-factor';
import { useForgetRememberedDevices } from '../../../lib/api/two-factor/forget-remembered-devices';
import { useTwoFactorStatus } from '../../../lib/api/two-factor/get-two-factor-status';
import { useRenewRecoveryCodes } from '../../../lib/api/two-factor/renew-recovery-codes';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { usePlainForm } from './use-plain-form';

type Mode = 'idle' | 'setup' | 'renew' | 'disable';

/** Settings → Two-factor sign-in (everyone): an authenticator app, recovery codes, remembered devices. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>('idle');
  const [confirmForget, setConfirmForget] = useState(false);
  const forget = useForgetRememberedDevices();

  if (status.isPending) {
    return <LoadingSkeleton label="Loading two-factor sign-in…" bars={['h-16']} />;
  }
  if (status.isError) return <ErrorState error={status.error} onRetry={() => status.refetch()} />;
  const { enabled, recoveryCodesLeft, rememberedDevices, requiredByBusiness } = status.data;
  const idle = () => setMode('idle');

  // Kept on screen until its recovery codes are put away, though the status says "on" from the first code.
  if (mode === 'setup')
    return (
      <TwoFactorSetup
        onCancel={idle}
        onDone={() => {
          idle();
          toast({ type: 'success', title: 'Two-factor sign-in is on' });
        }}
      />
    );
  if (!enabled) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          <Badge variant="neutral">Off</Badge>{' '}
          {requiredByBusiness
            ? 'Your business requires it for your role.'
            : 'Add a code from your phone to your password, so a stolen password alone can’t sign in.'}
        </p>
        <Button className="justify-self-start" onClick={() => setMode('setup')}>
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  if (mode === 'renew') return <RenewCodes onDone={idle} />;
  if (mode === 'disable') return <DisableForm onDone={idle} />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        <Badge variant="success">On</Badge> Signing in asks for a code from your authenticator app.
      </p>
      <ul className="grid gap-1 text-sm text-slate-700">
        <li>
          {recoveryCodesLeft === 1 ? '1 recovery code left' : `${recoveryCodesLeft} recovery codes left`}
          {recoveryCodesLeft <= 3 ? ': make new ones before you run out.' : ''}
        </li>
        <li>
          {rememberedDevices === 0
            ? 'No remembered devices'
            : rememberedDevices === 1
              ? '1 remembered device'
              : `${rememberedDevices} remembered devices`}
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setMode('renew')}>
          New recovery codes
        </Button>
        {rememberedDevices > 0 ? (
          <Button variant="outline" onClick={() => setConfirmForget(true)}>
            Forget remembered devices
          </Button>
        ) : null}
        {requiredByBusiness ? null : (
          <Button variant="outline" onClick={() => setMode('disable')}>
            Turn off
          </Button>
        )}
      </div>
      {requiredByBusiness ? <p className="text-sm text-slate-600">{TWO_FACTOR_STILL_REQUIRED}</p> : null}
      <ConfirmDialog
        open={confirmForget}
        onOpenChange={setConfirmForget}
        title="Forget remembered devices?"
        description="Every browser you told to remember this device will ask for a code at its next sign-in."
        confirmLabel="Forget devices"
        pending={forget.isPending}
        onConfirm={() =>
          forget.mutate(undefined, {
            onSuccess: () => {
              setConfirmForget(false);
              toast({ type: 'success', title: 'Remembered devices forgotten' });
            },
            onError: (error) => toast({ type: 'error', title: 'Error', message: errorMessage(error) }),
          })
        }
      />
    </div>
  );
}

function RenewCodes({ onDone }: { onDone: () => void }) {
  const renew = useRenewRecoveryCodes();
  if (renew.data) return <RecoveryCodes codes={renew.data.recoveryCodes} onDone={onDone} />;
  return (
    <PasswordConfirmForm
      name="New recovery codes"
      intro="Your old recovery codes will stop working."
      submitLabel="Make new codes"
      pendingLabel="Making codes..."
      pending={renew.isPending}
      failure={renew.error}
      onSubmit={(currentPassword) => renew.mutate({ currentPassword })}
      onCancel={onDone}
    />
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const { values, formError, field, check, fail } = usePlainForm({ currentPassword: '', code: '' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.currentPassword) missing.currentPassword = 'Current password is required';
    if (!values.code.trim()) missing.code = 'Enter the code';
    if (!check(missing)) return;
    disable.mutate(values, {
      onSuccess: () => {
        onDone();
        toast({ type: 'success', title: 'Two-factor sign-in is off' });
      },
      onError: (failure) => fail(failure, errorMessage(failure)),
    });
  };
  return (
    <form
      noValidate
      aria-label="Turn off two-factor sign-in"
      onSubmit={submit}
      className="grid max-w-md gap-4"
    >
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label="Code from the app or a recovery code"
        autoComplete="one-time-code"
        {...field('code')}
      />
      <FormButtons
        submitLabel="Turn off"
        pendingLabel="Turning off..."
        pending={disable.isPending}
        onCancel={onDone}
        destructive
      />
    </form>
  );
}
