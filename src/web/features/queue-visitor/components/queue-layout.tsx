import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';

/**
 * The visitor's pages' frame: the business's page rather than Frontdesk's, so no sign-in header; one
 * narrow column, read on a phone in a waiting room.
 */
export function QueueLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-lg gap-5 px-4 py-8 sm:py-12">{children}</div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
        Waiting list by Frontdesk
      </footer>
    </div>
  );
}
