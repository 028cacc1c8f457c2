import { useSearch } from 'wouter';
import { type BusinessRef, businessRefFrom } from '../../../../contract/business-ref';
import { ChatWidget } from '../../../components/chat-widget/chat-widget';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError } from '../../../lib/api-client';
import { setTimeFormat } from '../../../lib/format-day';
import { usePublicBusiness } from '../api/get-public-business';
import { BookingLayout } from './booking-layout';
import { BookingLoading } from './booking-loading';
import { BookingWorkspace } from './booking-workspace';
import { BusinessContact } from './business-contact';
import { BusinessNotFound } from './business-not-found';

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
  // The business's clock for the times below.
  setTimeFormat(business.data.timeFormat);
  return (
    <BookingLayout business={business.data}>
      <BusinessContact business={business.data} />
      <BookingWorkspace business={business.data} />
      <ChatWidget businessRef={business.data.slug} />
    </BookingLayout>
  );
}
