import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/ui/page-loading';
import { LandingPage } from '../features/landing/components/landing-page';
import { useCurrentUser } from '../lib/current-user';
import { nextPathFrom } from '../lib/next-path';

// Split off what a signed-out visitor on the landing page doesn't need.
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignedInRoutes = lazy(() => import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })));
// Clients booking a visit load only this page, never the signed-in app.
const PublicBookingPage = lazy(() =>
  import('../features/public-booking/components/public-booking-page').then((m) => ({
    default: m.PublicBookingPage,
  })),
);

// The launch offer, like booking, is its own chunk: visitors from the landing page load only it.
const PromoPage = lazy(() =>
  import('../features/promo/components/promo-page').then((m) => ({ default: m.PromoPage })),
);

// A business's public page (reviews, services): its own chunk, like booking.
const BusinessProfilePage = lazy(() =>
  import('../features/business-profile/components/business-profile-page').then((m) => ({
    default: m.BusinessProfilePage,
  })),
);

// The feature tour, public and light: its own chunk.
const FeaturesPage = lazy(() =>
  import('../features/feature-tour/components/features-page').then((m) => ({ default: m.FeaturesPage })),
);

// The directory, public: its own chunk.
const DirectoryPage = lazy(() =>
  import('../features/directory/components/directory-page').then((m) => ({ default: m.DirectoryPage })),
);

// Confirming a business email from the link sent to it.
const VerifyBusinessEmailPage = lazy(() =>
  import('../features/business-email/components/verify-business-email-page').then((m) => ({
    default: m.VerifyBusinessEmailPage,
  })),
);

// Leaving a business's marketing email from the link in one: a small page of its own.
const UnsubscribePage = lazy(() =>
  import('../features/unsubscribe/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);

// A staff member accepting a sign-in invitation: a small page of its own.
const InvitationPage = lazy(() =>
  import('../features/invitation/components/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

// The client portal, like booking, loads none of the signed-in app.
const ClientPortalPage = lazy(() =>
  import('../features/client-portal/components/client-portal-page').then((m) => ({
    default: m.ClientPortalPage,
  })),
);

/** A new page starts at its top, unless the address points into it with a #hash. */
function useScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    if (path && !window.location.hash) window.scrollTo(0, 0);
  }, [path]);
}

/**
 * Spec §2: public routes always; while the user loads or when signed out, `/` and every
 * other path show the landing page; signed in, the app shell with its own not-found page.
 */
export function AppRouter() {
  const { user } = useCurrentUser();
  const search = useSearch();
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/login">{user ? <Redirect to={nextPathFrom(search)} replace /> : <LoginPage />}</Route>
          <Route path="/booking">
            <PublicBookingPage />
          </Route>
          <Route path="/promo">
            <PromoPage />
          </Route>
          <Route path="/business">
            <BusinessProfilePage />
          </Route>
          <Route path="/features">
            <FeaturesPage />
          </Route>
          <Route path="/directory">
            <DirectoryPage />
          </Route>
          <Route path="/verify-business-email">
            <VerifyBusinessEmailPage />
          </Route>
          <Route path="/unsubscribe/:token">{(params) => <UnsubscribePage token={params.token} />}</Route>
          <Route path="/invite/:token">{(params) => <InvitationPage token={params.token} />}</Route>
          <Route path="/client">
            <ClientPortalPage />
          </Route>
          <Route>{user ? <SignedInRoutes user={user} /> : <LandingPage />}</Route>
        </Switch>
      </Suspense>
    </>
  );
}
