import { lazy, Suspense, useState } from 'react';
import type { PublicBookingResult, PublicBusiness } from '../../../../contract/public-booking';
import { BookingForm } from './booking-form';

// Only after a booking (the form starts loading it on submit): not part of the page's first load.
const BookingConfirmation = lazy(() => import('./booking-confirmation'));

/** The form, then what was booked once it went through. */
export function BookingWorkspace({ business }: { business: PublicBusiness }) {
  const [booked, setBooked] = useState<PublicBookingResult | null>(null);
  if (booked)
    return (
      <Suspense fallback={null}>
        <BookingConfirmation booking={booked} onBookAnother={() => setBooked(null)} />
      </Suspense>
    );
  return <BookingForm business={business} onBooked={setBooked} />;
}
