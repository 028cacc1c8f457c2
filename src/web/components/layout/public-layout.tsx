import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** Frame for pages anyone may open: header, main, a small footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} Frontdesk
      </footer>
    </div>
  );
}
