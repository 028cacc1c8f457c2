import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PUBLIC_PAGE_PATHS } from '../../contract/public-pages';
import { type LazyPage, lazyPage } from '../lib/lazy-page';

// The pages a client sees, each its own chunk, routed the same way by the app (router.tsx) and by the public
// entry (public-router.tsx): a visitor who books, joins a queue or signs in to the portal loads only that page.

const PublicBookingPage = lazyPage(() =>
  import('../features/public-booking/components/public-booking-page').then((m) => m.PublicBookingPage),
);
// A business's public page (reviews, services).
const BusinessProfilePage = lazyPage(() =>
  import('../features/business-profile/components/business-profile-page').then((m) => m.BusinessProfilePage),
);
const DirectoryPage = lazyPage(() =>
  import('../features/directory/components/directory-page').then((m) => m.DirectoryPage),
);
const ClientPortalPage = lazyPage(() =>
  import('../features/client-portal/components/client-portal-page').then((m) => m.ClientPortalPage),
);
// A walk-in visitor's join and status pages.
const JoinQueuePage = lazyPage(() =>
  import('../features/queue-visitor/components/join-page').then((m) => m.JoinQueuePage),
);
const QueueStatusPage = lazyPage(() =>
  import('../features/queue-visitor/components/status-page').then((m) => m.QueueStatusPage),
);
// A waitlisted client's page (from joining, or from the email that a time opened up).
const WaitlistPage = lazyPage(() =>
  import('../features/waitlist-visitor/components/waitlist-page').then((m) => m.WaitlistPage),
);

type Params = Record<string, string | undefined>;

/**
 * The public pages by path (contract/public-pages.ts), in the order they are matched: the routes below and
 * `preloadPublicPage` read the same table. The join link comes before the status page, so it is never read
 * as a token.
 */
const PAGES: {
  path: RegExp;
  page: Pick<LazyPage<object>, 'preload'>;
  render: (params: Params) => ReactNode;
}[] = [
  { path: PUBLIC_PAGE_PATHS.booking, page: PublicBookingPage, render: () => <PublicBookingPage /> },
  { path: PUBLIC_PAGE_PATHS.business, page: BusinessProfilePage, render: () => <BusinessProfilePage /> },
  { path: PUBLIC_PAGE_PATHS.directory, page: DirectoryPage, render: () => <DirectoryPage /> },
  { path: PUBLIC_PAGE_PATHS.client, page: ClientPortalPage, render: () => <ClientPortalPage /> },
  {
    path: PUBLIC_PAGE_PATHS.queueJoin,
    page: JoinQueuePage,
    render: (params) => <JoinQueuePage roomId={params.roomId ?? ''} />,
  },
  {
    path: PUBLIC_PAGE_PATHS.queueStatus,
    page: QueueStatusPage,
    render: (params) => <QueueStatusPage token={params.token ?? ''} />,
  },
  {
    path: PUBLIC_PAGE_PATHS.waitlist,
    page: WaitlistPage,
    render: (params) => <WaitlistPage token={params.token ?? ''} />,
  },
];

/**
 * Loads the public page at `path` ahead of the first render (its chunk is already on the way: the server's
 * modulepreload), so the first frame is the page; undefined for a path that is no public page. The promise never
 * rejects: a page that fails to load is left to the render, which shows the error.
 */
export function preloadPublicPage(path: string): Promise<unknown> | undefined {
  return PAGES.find((route) => route.path.test(path))
    ?.page.preload()
    .catch(() => undefined);
}

/** The public pages' routes; any other path shows `otherwise`. Inside a Suspense boundary. */
export function PublicRoutes({ otherwise }: { otherwise: ReactNode }) {
  return (
    <Switch>
      {PAGES.map(({ path, render }) => (
        <Route key={path.source} path={path}>
          {(params: Params) => render(params)}
        </Route>
      ))}
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
