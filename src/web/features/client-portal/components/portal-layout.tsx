import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';

/**
 * The client portal's frame: the client's space with a business, not Frontdesk's sign-in pages.
 * The bottom padding keeps the last controls clear of the floating chat button.
 */
export function PortalLayout({ businessName, children }: { businessName?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-8 pb-28 sm:px-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Client Portal</h1>
            {businessName ? <p className="mt-1 text-slate-600">{businessName}</p> : null}
          </div>
          {children}
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
        Client portal by Frontdesk
      </footer>
    </div>
  );
}
