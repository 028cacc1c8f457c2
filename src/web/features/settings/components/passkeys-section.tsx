import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { Passkey } from '../../../../contract/passkeys';
import { FormButtons } from '../../../components/two-factor/form-buttons';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { usePlainForm } from './use-plain-form';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The browser's own refusal (cancelled, timed out, no authenticator) in words, or the server's message. */
function passkeyError(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey was cancelled or timed out.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already has a passkey here.';
  return errorMessage(error, 'Could not add the passkey.');
}

/** Settings → Passkeys (everyone): sign in with a fingerprint, face or PIN instead of a password. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  if (passkeys.isPending) {
    return <LoadingSkeleton label="Loading passkeys…" bars={['h-16']} />;
  }
  if (passkeys.isError) return <ErrorState error={passkeys.error} onRetry={() => passkeys.refetch()} />;
  return (
    <div className="grid gap-4">
      {passkeys.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          No passkeys yet. A passkey signs you in with your device’s fingerprint, face or PIN, without a
          password.
        </p>
      ) : (
        <ul
          aria-label="Passkeys"
          className="grid divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddPasskeyForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          <KeyRound aria-hidden="true" />
          Add a passkey
        </Button>
      )}
    </div>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{passkey.name}</p>
        <p className="text-sm text-slate-600">
          {`Added ${when.format(new Date(passkey.createdAt))}`}
          {passkey.lastUsedAt
            ? ` · last used ${when.format(new Date(passkey.lastUsedAt))}`
            : ' · not used yet'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove ${passkey.name}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${passkey.name}?`}
        description="It will no longer sign you in. Your password and other passkeys still do."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ type: 'success', title: 'Passkey removed' });
            },
            onError: (error) => toast({ type: 'error', title: 'Error', message: errorMessage(error) }),
          })
        }
      />
    </li>
  );
}

function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const { values, formError, field, check, fail } = usePlainForm({ name: '', currentPassword: '' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.name.trim()) missing.name = 'Name is required';
    if (!values.currentPassword) missing.currentPassword = 'Current password is required';
    if (!check(missing)) return;
    add.mutate(values, {
      onSuccess: () => {
        onDone();
        toast({ type: 'success', title: 'Passkey added' });
      },
      onError: (failure) =>
        fail(failure, passkeyError(failure), (path) => path === 'name' || path === 'currentPassword'),
    });
  };
  return (
    <form noValidate aria-label="Add a passkey" onSubmit={submit} className="grid max-w-md gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField label="Name" hint="To tell your passkeys apart, e.g. “Work laptop”" {...field('name')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <FormButtons
        submitLabel="Add passkey"
        pendingLabel="Waiting for your device..."
        pending={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
