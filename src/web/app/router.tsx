import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/ui/page-loading';
import { LandingPage } from '../features/landing/components/landing-page';
import { useCurrentUser } from '../lib/current-user';
import { nextPathFrom } from '../lib/next-path';
import { PublicRoutes, useScrollToTopOnNavigate } from './public-routes';

// Split off what a signed-out visitor on the landing page doesn't need.
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignedInRoutes = lazy(() => import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })));
// The launch offer, like booking, is its own chunk: visitors from the landing page load only it.
const PromoPage = lazy(() =>
  import('../features/promo/components/promo-page').then((m) => ({ default: m.PromoPage })),
);

// The feature tour, public and light: its own chunk.
const FeaturesPage = lazy(() =>
  import('../features/feature-tour/components/features-page').then((m) => ({ default: m.FeaturesPage })),
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

// "Forgot password?": asking for the link, and the page the link opens.
const ForgotPasswordPage = lazy(() =>
  import('../features/password-reset/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password-reset/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

// A staff member accepting a sign-in invitation: a small page of its own.
const InvitationPage = lazy(() =>
  import('../features/invitation/components/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

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
          <Route path="/promo">
            <PromoPage />
          </Route>
          <Route path="/features">
            <FeaturesPage />
          </Route>
          <Route path="/forgot-password">
            <ForgotPasswordPage />
          </Route>
          <Route path="/reset-password">
            <ResetPasswordPage />
          </Route>
          <Route path="/verify-business-email">
            <VerifyBusinessEmailPage />
          </Route>
          <Route path="/unsubscribe/:token">{(params) => <UnsubscribePage token={params.token} />}</Route>
          <Route path="/invite/:token">{(params) => <InvitationPage token={params.token} />}</Route>
          <Route>
            <PublicRoutes otherwise={user ? <SignedInRoutes user={user} /> : <LandingPage />} />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
