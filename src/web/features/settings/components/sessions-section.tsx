import { Monitor } from 'lucide-react';
import { useState } from 'react';
import type { AccountSession } from '../../../../contract/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { describeUserAgent } from '../lib/user-agent';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Settings → Sessions (everyone): where this account is signed in, and signing those out. */
export function SessionsSection() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) {
    return <LoadingSkeleton label="Loading sessions…" bars={['h-24']} />;
  }
  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} />;

  const others = sessions.data.filter((s) => !s.current);
  const signOutTheOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) => {
        setConfirming(false);
        toast({
          type: 'success',
          title: signedOut === 1 ? '1 other session signed out' : `${signedOut} other sessions signed out`,
        });
      },
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to sign out') }),
    });

  return (
    <div className="grid gap-4">
      <ul aria-label="Sessions" className="grid divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">You are signed in nowhere else.</p>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={signOutOthers.isPending}>
            Sign out other sessions
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description={`Every other browser signed in to your account (${others.length}) will need to sign in again. This one stays signed in.`}
        confirmLabel="Sign out others"
        onConfirm={signOutTheOthers}
        pending={signOutOthers.isPending}
      />
    </div>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent) ?? 'Browser';
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast({ type: 'success', title: `${device} signed out` }),
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to sign out') }),
    });
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {device}
          {session.current ? <Badge variant="success">This browser</Badge> : null}
        </p>
        <p className="text-xs text-slate-600">
          {session.businessName ? `${session.businessName} · ` : ''}Signed in{' '}
          {when.format(new Date(session.createdAt))}
          {session.current ? '' : ` · Last active ${when.format(new Date(session.lastActiveAt))}`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={signOut}
          disabled={revoke.isPending}
          aria-label={`Sign out ${device}, signed in ${when.format(new Date(session.createdAt))}`}
        >
          {revoke.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
