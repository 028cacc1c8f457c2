import { useState } from 'react';
import type { TwoFactorSetup as Setup } from '../../../contract/two-factor';
import { useConfirmTwoFactorSetup } from '../../lib/api/two-factor/confirm-two-factor-setup';
import { useStartTwoFactorSetup } from '../../lib/api/two-factor/start-two-factor-setup';
import { errorMessage } from '../../lib/error-message';
import { TextField } from '../ui/text-field';
import { FormButtons } from './form-buttons';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecoveryCodes } from './recovery-codes';

/**
 * Turning two-factor sign-in on, in three steps: the current password (re-authentication), the QR code and
 * the first code from the app, then the recovery codes. `onDone` runs once the codes are put away.
 */
export function TwoFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (setup) return <ScanStep setup={setup} onConfirmed={setCodes} onCancel={onCancel} />;
  return <PasswordStep onStarted={setSetup} onCancel={onCancel} />;
}

function PasswordStep({ onStarted, onCancel }: { onStarted: (setup: Setup) => void; onCancel?: () => void }) {
  const start = useStartTwoFactorSetup();
  return (
    <PasswordConfirmForm
      name="Confirm your password"
      intro="First, confirm it’s you."
      submitLabel="Continue"
      pendingLabel="Checking..."
      pending={start.isPending}
      failure={start.error}
      onSubmit={(currentPassword) => start.mutate({ currentPassword }, { onSuccess: onStarted })}
      onCancel={onCancel}
    />
  );
}

function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const confirm = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    confirm.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
        onError: (failure) => setError(errorMessage(failure, 'That code didn’t work.')),
      },
    );
  };
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <form noValidate aria-label="Scan the QR code" onSubmit={submit} className="grid max-w-md gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={qr}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="rounded-md border border-slate-200 bg-white"
      />
      <div className="text-sm">
        <span className="text-slate-600">Key: </span>
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
      />
      <FormButtons
        submitLabel="Turn on"
        pendingLabel="Checking..."
        pending={confirm.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
