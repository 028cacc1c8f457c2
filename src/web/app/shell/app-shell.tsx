import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../contract/auth';
import { PageHeadingProvider } from '../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { AppHeader } from './app-header';
import { SidebarContent } from './sidebar';

/** The signed-in frame: sidebar (a drawer below md), header, and the page in <main>. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <PageHeadingProvider>
      <div className="flex min-h-dvh">
        <aside
          aria-label="Sidebar"
          className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 md:block"
        >
          <SidebarContent businessId={user.businessId} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader user={user} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 sm:p-6">
            {children}
          </main>
        </div>
      </div>
    </PageHeadingProvider>
  );
}
