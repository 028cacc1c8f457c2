import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/ui/page-loading';
import { maybeSignedIn } from '../lib/current-user';
import { lazyPage } from '../lib/lazy-page';
import { PublicRoutes, preloadPublicPage, useScrollToTopOnNavigate } from './public-routes';

// Its own chunk, as each public page: the server preloads it for `/`, and a client's page doesn't carry it.
const LandingPage = lazyPage(() =>
  import('../features/landing/components/landing-page').then((m) => m.LandingPage),
);

// The path this document was served for: the server sends public.html only for the public pages.
const servedPath = window.location.pathname;

/**
 * Any other page (sign in, the signed-in app, the feature tour...) lives in the app's own build: load it from
 * the server. A path the server sent here but no route knows shows the landing page, as the app would.
 */
function ElsewhereInTheApp() {
  const [path] = useLocation();
  const served = path === servedPath;
  useEffect(() => {
    if (!served) window.location.reload();
  }, [served]);
  return served ? <LandingPage /> : <PageLoading />;
}

/**
 * Loads the page this document was served for before the first render (public-main.tsx): a public page, or the
 * landing page every other path shows. Never rejects.
 */
export function preloadServedPage(): Promise<unknown> {
  return preloadPublicPage(servedPath) ?? LandingPage.preload().catch(() => undefined);
}

/** The public entry's routes (public-main.tsx): the landing page for a visitor, and the pages a client sees. */
export function PublicRouter() {
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/">{maybeSignedIn() ? <ElsewhereInTheApp /> : <LandingPage />}</Route>
          <Route>
            <PublicRoutes otherwise={<ElsewhereInTheApp />} />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
