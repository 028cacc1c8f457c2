import type { ReactNode } from 'react';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { accentStyle } from '../../../lib/accent-color';
import { cn } from '../../../lib/cn';

type BookingLayoutProps = {
  /** The business once it has loaded; with the custom_branding feature, its logo and accent colour. */
  business?: Pick<PublicBusiness, 'name' | 'branding'>;
  children: ReactNode;
};

/**
 * The booking page's frame. It is the business's page, not Frontdesk's, so there is no sign-in header;
 * a branded business's logo heads it and its accent colour repaints the primary colour.
 * The bottom padding keeps the last controls clear of the floating chat button (bottom right).
 */
export function BookingLayout({ business, children }: BookingLayoutProps) {
  const branding = business?.branding ?? null;
  const accent = branding?.accentColor ?? null;
  return (
    <div
      className={cn('flex min-h-dvh flex-col bg-slate-50', accent && 'border-t-4 border-primary-600')}
      style={accentStyle(accent)}
    >
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 pb-28 sm:px-6">
          {branding?.logoUrl && business ? (
            <img
              src={branding.logoUrl}
              alt={`${business.name} logo`}
              className="h-14 w-auto max-w-60 object-contain object-left"
            />
          ) : null}
          <h1
            className={cn(
              'text-3xl font-bold tracking-tight',
              accent ? 'text-primary-700' : 'text-slate-900',
            )}
          >
            Book an Appointment
          </h1>
          {children}
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
        Online booking by Frontdesk
      </footer>
    </div>
  );
}
