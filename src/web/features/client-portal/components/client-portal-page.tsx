import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePortalBusiness } from '../../../components/chat-widget/api/get-portal-business';
import { ChatWidget } from '../../../components/chat-widget/chat-widget';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { lastPortalBusinessId, usePortalToken } from '../../../lib/portal/portal-session';
import { AccessCodeNotice } from './access-code-notice';
import { PortalLayout } from './portal-layout';
import { SignInCard } from './sign-in-card';
import { SignUpCard } from './sign-up-card';
import { useLinkSignIn } from './use-link-sign-in';

// A visitor who isn't signed in downloads only the sign-in and sign-up forms; the portal itself follows.
const SignedInPortal = lazy(() => import('./signed-in-portal').then((m) => ({ default: m.SignedInPortal })));

function PortalLoading() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-64" />
    </div>
  );
}

function idFrom(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * `/client` (public): which business comes from ?business=, else the last portal sign-in on this
 * device; who the client is comes from the token kept for that business.
 */
export function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const businessId = idFrom(params.get('business')) ?? lastPortalBusinessId();
  const token = usePortalToken(businessId);
  const business = usePortalBusiness(businessId);
  const [accessCode, setAccessCode] = useState<string | null>(null);

  const showBusiness = useCallback(
    (id: number | null) => navigate(id ? `/client?business=${id}` : '/client', { replace: true }),
    [navigate],
  );
  // A failed link keeps the business the address named, so the sign-in forms are still for it.
  const afterLink = useCallback(
    (id: number | null) => showBusiness(id ?? businessId),
    [showBusiness, businessId],
  );
  const linkPending = useLinkSignIn(params.get('link'), afterLink);

  let content: React.ReactNode;
  if (linkPending || (businessId !== null && business.isPending)) {
    content = <PortalLoading />;
  } else if (business.isError && !(business.error instanceof ApiError && business.error.status === 404)) {
    content = <ErrorState error={business.error} onRetry={() => business.refetch()} />;
  } else if (token && businessId !== null && business.data) {
    content = (
      <>
        {accessCode ? <AccessCodeNotice code={accessCode} onDone={() => setAccessCode(null)} /> : null}
        <Suspense fallback={<PortalLoading />}>
          <SignedInPortal
            token={token}
            businessId={businessId}
            cutoffHours={business.data.cancellationCutoffHours}
          />
        </Suspense>
      </>
    );
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {business.data ? (
          <SignUpCard
            businessId={business.data.id}
            businessName={business.data.name}
            onSignedUp={setAccessCode}
          />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            To create a profile, open the client portal from your business's booking page or the link they
            sent you.
          </p>
        )}
        <SignInCard businessId={business.data?.id ?? null} onSignedIn={showBusiness} />
      </div>
    );
  }

  return (
    <PortalLayout businessName={business.data?.name}>
      {content}
      {business.data ? <ChatWidget businessId={business.data.id} /> : null}
    </PortalLayout>
  );
}
