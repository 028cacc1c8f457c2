import { CopyLinkByHand } from './copy-link';
import type { useShareBookingLink } from './use-share-booking-link';

/** The booking link the clipboard refused, to copy by hand. */
export function BookingLinkByHand({ bookingLink }: { bookingLink: ReturnType<typeof useShareBookingLink> }) {
  return (
    <CopyLinkByHand
      link={bookingLink.refused}
      onClose={bookingLink.dismiss}
      title="Your booking link"
      description="Copy this link and share it with your clients."
      label="Booking link"
    />
  );
}
