import { useLocation } from 'wouter';
import { Brand } from '../../../components/layout/brand';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useInvitation } from '../api/get-invitation';
import { AcceptAsMember, NewAccountForm } from './accept-form';

const roleLabels = { admin: 'Admin', manager: 'Manager', staff: 'Staff', contractor: 'Contractor' } as const;

/** `/invite/:token`: a staff member accepts their sign-in invitation, then lands on Home, signed in. */
export function InvitationPage({ token }: { token: string }) {
  useDocumentTitle('Accept invitation');
  const [, navigate] = useLocation();
  const invitation = useInvitation(token);
  const { user, isLoading: userLoading } = useCurrentUser();
  const onAccepted = () => navigate('/', { replace: true });
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-primary-50 to-slate-50 px-4 py-10"
    >
      <Brand />
      <Card className="mt-6 w-full max-w-md p-5 sm:p-6">
        {invitation.isPending || userLoading ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading invitation…</span>
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-40" />
          </div>
        ) : invitation.isError ? (
          <div className="grid gap-3">
            <h1 className="text-xl font-bold tracking-tight text-slate-900">This invitation can’t be used</h1>
            <ErrorState error={invitation.error} />
            <a href="/login" className="text-sm font-medium text-primary-700 underline">
              Sign in instead
            </a>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-1">
              <h1 className="text-xl font-bold tracking-tight text-slate-900">
                Join {invitation.data.businessName}
              </h1>
              <p className="text-sm text-slate-600">
                {invitation.data.firstName}, you are invited to sign in as {roleLabels[invitation.data.role]}.
                The link works once, until{' '}
                {new Date(invitation.data.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
              </p>
            </div>
            {user === null ? (
              <>
                <NewAccountForm token={token} invitation={invitation.data} onAccepted={onAccepted} />
                <p className="text-sm text-slate-600">
                  Already have a Frontdesk account?{' '}
                  <a
                    href={`/login?next=${encodeURIComponent(`/invite/${token}`)}`}
                    className="font-medium text-primary-700 underline"
                  >
                    Sign in to accept
                  </a>
                </p>
              </>
            ) : user.email === invitation.data.email ? (
              <AcceptAsMember token={token} invitation={invitation.data} onAccepted={onAccepted} />
            ) : (
              <div className="grid gap-3">
                <p role="alert" className="text-sm text-slate-700">
                  This invitation is for <strong>{invitation.data.email}</strong>, and you are signed in as{' '}
                  <strong>{user.email}</strong>. Sign out, then open the link again.
                </p>
                <a href="/api/logout" className="text-sm font-medium text-primary-700 underline">
                  Sign out
                </a>
              </div>
            )}
          </div>
        )}
      </Card>
    </main>
  );
}
