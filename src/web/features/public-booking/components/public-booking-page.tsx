import { useSearch } from 'wouter';
import { ChatWidget } from '../../../components/chat-widget/chat-widget';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError } from '../../../lib/api-client';
import { type BusinessRef, usePublicBusiness } from '../api/get-public-business';
import { BookingLayout } from './booking-layout';
import { BookingLoading } from './booking-loading';
import { BookingWorkspace } from './booking-workspace';
import { BusinessContact } from './business-contact';
import { BusinessNotFound } from './business-not-found';

/** The id or booking-link slug in `?business=`, or null when it can be neither. */
function businessRefFrom(search: string): BusinessRef | null {
  const raw = new URLSearchParams(search).get('business')?.trim().toLowerCase();
  if (!raw) return null;
  if (/^\d{1,9}$/.test(raw)) {
    const id = Number(raw);
    return id > 0 ? { id } : null;
  }
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 60 ? { slug: raw } : null;
}

/**
 * `/booking?business={id}` or `?business={slug}` (the booking link in Settings): open to anyone; a client
 * picks a service and a free time and books it.
 */
export function PublicBookingPage() {
  useDocumentTitle('Book an Appointment');
  const ref = businessRefFrom(useSearch());
  if (ref === null) {
    return (
      <BookingLayout>
        <BusinessNotFound />
      </BookingLayout>
    );
  }
  return <BusinessBooking businessRef={ref} />;
}

function BusinessBooking({ businessRef }: { businessRef: BusinessRef }) {
  const business = usePublicBusiness(businessRef);
  if (business.isPending) {
    return (
      <BookingLayout>
        <BookingLoading />
      </BookingLayout>
    );
  }
  if (business.isError) {
    return (
      <BookingLayout>
        {business.error instanceof ApiError && business.error.status === 404 ? (
          <BusinessNotFound />
        ) : (
          <ErrorState error={business.error} onRetry={() => business.refetch()} />
        )}
      </BookingLayout>
    );
  }
  return (
    <BookingLayout business={business.data}>
      <BusinessContact business={business.data} />
      <BookingWorkspace business={business.data} />
      <ChatWidget businessId={business.data.id} />
    </BookingLayout>
  );
}
