import { useSearch } from 'wouter';
import { ChatWidget } from '../../../components/chat-widget/chat-widget';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError } from '../../../lib/api-client';
import { usePublicBusiness } from '../api/get-public-business';
import { BookingLayout } from './booking-layout';
import { BookingLoading } from './booking-loading';
import { BookingWorkspace } from './booking-workspace';
import { BusinessContact } from './business-contact';
import { BusinessNotFound } from './business-not-found';

/** The id in `?business=`, or null when it can't be one. */
function businessIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('business');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** `/booking?business={id}`: open to anyone; a client picks a service and a free time and books it. */
export function PublicBookingPage() {
  useDocumentTitle('Book an Appointment');
  const businessId = businessIdFrom(useSearch());
  if (businessId === null) {
    return (
      <BookingLayout>
        <BusinessNotFound />
      </BookingLayout>
    );
  }
  return <BusinessBooking businessId={businessId} />;
}

function BusinessBooking({ businessId }: { businessId: number }) {
  const business = usePublicBusiness(businessId);
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
      <ChatWidget businessId={businessId} />
    </BookingLayout>
  );
}
