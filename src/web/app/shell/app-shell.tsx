import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { can } from '../../../contract/abilities';
import type { CurrentUser } from '../../../contract/auth';
import { PageHeadingProvider } from '../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { NoAccessPage } from '../no-access';
import { AppHeader } from './app-header';
import { navItemOfPath } from './nav-items';
import { SidebarContent } from './sidebar';

/** The signed-in frame: sidebar (a drawer below md), header, and the page in <main>. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  const screen = navItemOfPath(path);
  const refused = screen?.ability && !can(user.role, screen.ability);
  // Tooltips live on signed-in screens only: their provider (spec §9 delays) stays out of the public pages' entry.
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <PageHeadingProvider>
        <div className="flex min-h-dvh">
          <aside
            aria-label="Sidebar"
            className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 md:block"
          >
            <SidebarContent businessSlug={user.businessSlug} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col">
            <AppHeader user={user} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 sm:p-6">
              {refused ? <NoAccessPage screen={screen.label} /> : children}
            </main>
          </div>
        </div>
      </PageHeadingProvider>
    </Tooltip.Provider>
  );
}
