import { lazy, type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';

// The pages a client sees, each its own chunk, routed the same way by the app (router.tsx) and by the public
// entry (public-router.tsx): a visitor who books, joins a queue or signs in to the portal loads only that page.

const PublicBookingPage = lazy(() =>
  import('../features/public-booking/components/public-booking-page').then((m) => ({
    default: m.PublicBookingPage,
  })),
);
// A business's public page (reviews, services).
const BusinessProfilePage = lazy(() =>
  import('../features/business-profile/components/business-profile-page').then((m) => ({
    default: m.BusinessProfilePage,
  })),
);
const DirectoryPage = lazy(() =>
  import('../features/directory/components/directory-page').then((m) => ({ default: m.DirectoryPage })),
);
const ClientPortalPage = lazy(() =>
  import('../features/client-portal/components/client-portal-page').then((m) => ({
    default: m.ClientPortalPage,
  })),
);
// A walk-in visitor's join and status pages.
const JoinQueuePage = lazy(() =>
  import('../features/queue-visitor/components/join-page').then((m) => ({ default: m.JoinQueuePage })),
);
const QueueStatusPage = lazy(() =>
  import('../features/queue-visitor/components/status-page').then((m) => ({ default: m.QueueStatusPage })),
);
// A waitlisted client's page (from joining, or from the email that a time opened up).
const WaitlistPage = lazy(() =>
  import('../features/waitlist-visitor/components/waitlist-page').then((m) => ({ default: m.WaitlistPage })),
);

/** The public pages' routes; any other path shows `otherwise`. Inside a Suspense boundary. */
export function PublicRoutes({ otherwise }: { otherwise: ReactNode }) {
  return (
    <Switch>
      <Route path="/booking">
        <PublicBookingPage />
      </Route>
      <Route path="/business">
        <BusinessProfilePage />
      </Route>
      <Route path="/directory">
        <DirectoryPage />
      </Route>
      <Route path="/client">
        <ClientPortalPage />
      </Route>
      {/* Before /queue/:token, so a join link is never read as a token. */}
      <Route path="/queue/join/:roomId">{(params) => <JoinQueuePage roomId={params.roomId} />}</Route>
      <Route path="/queue/:token">{(params) => <QueueStatusPage token={params.token} />}</Route>
      <Route path="/waitlist/:token">{(params) => <WaitlistPage token={params.token} />}</Route>
      <Route>{otherwise}</Route>
    </Switch>
  );
}

/** A new page starts at its top, unless the address points into it with a #hash. */
export function useScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    if (path && !window.location.hash) window.scrollTo(0, 0);
  }, [path]);
}
