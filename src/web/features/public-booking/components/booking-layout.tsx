import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';

/**
 * The booking page's frame. It is the business's page, not Frontdesk's, so there is no sign-in header.
 * The bottom padding keeps the last controls clear of the floating chat button (bottom right).
 */
export function BookingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 pb-28 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Book an Appointment</h1>
          {children}
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
        Online booking by Frontdesk
      </footer>
    </div>
  );
}
