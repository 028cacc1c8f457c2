import { useLocation } from 'wouter';
import { AuthPageFrame } from '../../../components/layout/auth-card-page';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
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
    <AuthPageFrame>
      <Card className="mt-6 w-full max-w-md p-5 sm:p-6">
        {invitation.isPending || userLoading ? (
          <LoadingSkeleton label="Loading invitation…" className="grid gap-3" bars={['h-7 w-2/3', 'h-40']} />
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
    </AuthPageFrame>
  );
}
