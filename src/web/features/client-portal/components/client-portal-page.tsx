import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { businessRefFrom } from '../../../../contract/business-ref';
import {
  portalBusinessQueryOptions,
  usePortalBusiness,
} from '../../../components/chat-widget/api/get-portal-business';
import { ChatWidget } from '../../../components/chat-widget/chat-widget';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import {
  lastPortalBusiness,
  rememberLastPortalBusiness,
  usePortalToken,
} from '../../../lib/portal/portal-session';
import { AccessCodeNotice } from './access-code-notice';
import { PortalLayout } from './portal-layout';
import { SignInCard } from './sign-in-card';
import { SignUpCard } from './sign-up-card';
import { useLinkSignIn } from './use-link-sign-in';

// A visitor who isn't signed in downloads only the sign-in and sign-up forms; the portal itself follows.
const SignedInPortal = lazy(() => import('./signed-in-portal').then((m) => ({ default: m.SignedInPortal })));

function PortalLoading() {
  return <LoadingSkeleton label="Loading…" className="grid gap-4" bars={['h-64']} />;
}

/**
 * `/client` (public): which business comes from ?business= (its slug; an old slug or the number of a business
 * from before slugs moves the address to the slug now), else the last portal sign-in on this device; who the
 * client is comes from the token kept for that business's id.
 */
export function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  const search = useSearch();
  const params = new URLSearchParams(search);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const linkToken = params.get('link');
  const addressRef = businessRefFrom(search);
  const businessRef = addressRef ?? lastPortalBusiness();
  const business = usePortalBusiness(businessRef);
  const businessId = business.data?.id ?? null;
  const token = usePortalToken(businessId);
  const [accessCode, setAccessCode] = useState<string | null>(null);

  const showBusiness = useCallback(
    (slug: string | null) =>
      navigate(slug ? `/client?business=${encodeURIComponent(slug)}` : '/client', { replace: true }),
    [navigate],
  );
  // A failed link keeps the business the address named, so the sign-in forms are still for it.
  const afterLink = useCallback(
    (slug: string | null) => showBusiness(slug ?? addressRef),
    [showBusiness, addressRef],
  );
  const linkPending = useLinkSignIn(linkToken, afterLink);

  // An old slug or a number named the business: the address (or this device's memory) takes its slug now.
  const slug = business.data?.slug;
  useEffect(() => {
    if (!slug || !business.data || slug === businessRef || linkToken) return;
    queryClient.setQueryData(portalBusinessQueryOptions(slug).queryKey, business.data);
    if (addressRef !== null) showBusiness(slug);
    else rememberLastPortalBusiness(slug);
  }, [slug, business.data, businessRef, addressRef, linkToken, queryClient, showBusiness]);

  let content: React.ReactNode;
  if (linkPending || (businessRef !== null && business.isPending)) {
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
          <SignUpCard business={business.data} onSignedUp={setAccessCode} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            To create a profile, open the client portal from your business's booking page or the link they
            sent you.
          </p>
        )}
        <SignInCard businessSlug={business.data?.slug ?? null} onSignedIn={showBusiness} />
      </div>
    );
  }

  return (
    <PortalLayout businessName={business.data?.name}>
      {content}
      {business.data ? <ChatWidget businessRef={businessRef ?? business.data.slug} /> : null}
    </PortalLayout>
  );
}
