import { useState } from 'react';
import type { PublicBookingResult, PublicBusiness } from '../../../../contract/public-booking';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

/** The form, then what was booked once it went through. */
export function BookingWorkspace({ business }: { business: PublicBusiness }) {
  const [booked, setBooked] = useState<PublicBookingResult | null>(null);
  if (booked) return <BookingConfirmation booking={booked} onBookAnother={() => setBooked(null)} />;
  return <BookingForm business={business} onBooked={setBooked} />;
}
