import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { can } from '../../../../contract/abilities';
import { formatNotice } from '../../../../contract/business';
import { marketingOptInLabel } from '../../../../contract/consent';
import type { PublicBookingResult, PublicBusiness } from '../../../../contract/public-booking';
import { bookingForm } from '../../../../contract/public-forms';
import { AfterFirstPaint, useAfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { takeBookAgain } from '../../../lib/book-again';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useBookAppointment } from '../api/book-appointment';
import { BOOKED_MESSAGE } from '../lib/booked-message';
import { businessToday, lastBookableDate } from '../lib/business-today';
import { ClientFields } from './client-fields';
import { LocationPicker } from './location-picker';
import { OfferCodeBox } from './offer-code-box';
import { ServicePicker } from './service-picker';
import { TimeSlotPicker } from './time-slot-picker';

// Shown once a service is chosen: loaded then, so the page's first load doesn't carry it.
const StaffPicker = lazy(() => import('./staff-picker'));

const serverFields = [
  'locationId',
  'serviceId',
  'staffId',
  'date',
  'startTime',
  'clientName',
  'clientEmail',
  'clientPhone',
  'notes',
  'offerCode',
] as const;

type BookingFormProps = { business: PublicBusiness; onBooked: (booking: PublicBookingResult) => void };

/**
 * The date, between the business's today and the last day its booking window reaches. The first date formatter
 * for a timezone loads the browser's date library, the longest part of drawing this card on a phone, so the
 * field gets its limits in the task after it is drawn.
 */
function DateField({
  business,
  timezone,
  error,
  field,
}: {
  business: PublicBusiness;
  timezone: string;
  error: string | undefined;
  field: UseFormRegisterReturn<'date'>;
}) {
  const bounds = [
    `Up to ${business.bookingWindowDays} day${business.bookingWindowDays === 1 ? '' : 's'} ahead`,
    business.minNoticeMinutes > 0 ? `at least ${formatNotice(business.minNoticeMinutes)} ahead` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const limited = useAfterFirstPaint();
  return (
    <TextField
      label="Date"
      type="date"
      min={limited ? businessToday(timezone) : undefined}
      max={limited ? lastBookableDate(timezone, business.bookingWindowDays) : undefined}
      hint={bounds}
      error={error}
      {...field}
    />
  );
}

export function BookingForm({ business, onBooked }: BookingFormProps) {
  // "Book again" from the portal: the client's details, and the service and staff member of that visit.
  const [again] = useState(() => takeBookAgain(business.slug));
  const form = useForm({
    resolver: zodResolver(bookingForm),
    // Spec §5: validated on change as well as on submit.
    mode: 'onChange',
    defaultValues: {
      // A radio is checked by its value's text.
      serviceId: again?.serviceId === undefined ? undefined : (String(again.serviceId) as never),
      staffId: again?.staffId ?? undefined,
      date: '',
      startTime: '',
      clientName: again?.clientName ?? '',
      clientEmail: again?.clientEmail ?? '',
      clientPhone: again?.clientPhone ?? '',
      notes: '',
      offerCode: '',
      sendReminder: true,
      // Consent is never assumed: the box starts unticked.
      marketingOptIn: false,
    },
  });
  const { errors } = form.formState;
  const book = useBookAppointment(business.slug);
  // A manager of this business looking at its own page (signed in; a visitor never asks who is).
  const { user } = useCurrentUser();
  const ownPage = user?.businessId === business.id && can(user.role, 'schedule.manage');
  // The radios' setValueAs below makes it a number (or undefined until one is picked).
  const serviceId = form.watch('serviceId') as number | undefined;
  const date = form.watch('date');
  const offerCode = form.watch('offerCode') || null;
  // Several locations: the client picks one first; its services, staff and timezone follow.
  const choosesLocation = business.locations.length > 1;
  // The radio's value arrives as text until the resolver has parsed it.
  const locationId = form.watch('locationId') as number | string | undefined;
  const location = business.locations.find((place) => String(place.id) === String(locationId));
  const timezone = location?.timezone ?? business.timezone;
  const services = location
    ? business.services.filter((s) => s.locationIds.length === 0 || s.locationIds.includes(location.id))
    : business.services;
  // Who does the chosen service (there): the client may pick one, or anyone available.
  const performers = business.staff.filter(
    (m) =>
      // The radio's value may still be text here.
      m.serviceIds.includes(Number(serviceId)) &&
      (!location || m.locationIds.length === 0 || m.locationIds.includes(location.id)),
  );
  const staffId = form.watch('staffId') as number | undefined;

  // A time belongs to one service and one day: choosing either again asks for a time again.
  const clearTime = () => form.setValue('startTime', '', { shouldValidate: form.formState.isSubmitted });
  const serviceField = form.register('serviceId', {
    setValueAs: (value) => (value === '' || value == null ? undefined : Number(value)),
    // Another service may be done by others: back to anyone available.
    onChange: () => {
      form.setValue('staffId', undefined);
      clearTime();
      // On a phone the next step is below the services: bring it into view (issue 33).
      if (!matchMedia('(min-width: 1024px)').matches)
        document.getElementById('booking-details')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
  });
  const staffField = form.register('staffId', {
    setValueAs: (value) => (value ? Number(value) : undefined),
    onChange: clearTime,
  });
  const dateField = form.register('date', { onChange: clearTime });
  const locationField = form.register('locationId', {
    setValueAs: (value) => (value === '' || value == null ? undefined : Number(value)),
    // Another location offers other services and times.
    onChange: () => {
      form.setValue('serviceId', undefined as never);
      clearTime();
    },
  });

  const submit = form.handleSubmit((values) => {
    // The confirmation's code, on its way while the booking is.
    void import('./booking-confirmation');
    book.mutate(values, {
      onSuccess: (booking) => {
        toast({ type: 'success', title: 'Appointment Booked!', message: BOOKED_MESSAGE });
        onBooked(booking);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, serverFields);
        toast({
          type: 'error',
          title: 'Booking Failed',
          message: errorMessage(error, 'Unable to book appointment. Please try again.'),
        });
      },
    });
  });

  return (
    <form
      noValidate
      aria-label="Book an appointment"
      onSubmit={submit}
      className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]"
    >
      <div className="grid gap-6">
        {choosesLocation ? (
          <LocationPicker
            locations={business.locations}
            field={locationField}
            error={errors.locationId?.message}
          />
        ) : null}
        {choosesLocation && !location ? null : (
          <ServicePicker
            services={services}
            field={serviceField}
            error={errors.serviceId?.message}
            ownPage={ownPage}
          />
        )}
      </div>
      {/* Beside the services on a wide screen, below them on a phone: drawn just after them. */}
      <AfterFirstPaint placeholder={<Card aria-hidden="true" className="min-h-96" />}>
        <Card id="booking-details" className="grid scroll-mt-4 gap-4 p-5 lg:sticky lg:top-6">
          <h2 className="text-lg font-semibold text-slate-900">Your appointment</h2>
          {performers.length > 0 ? (
            <Suspense fallback={null}>
              <StaffPicker
                staff={performers}
                field={staffField}
                value={staffId}
                error={errors.staffId?.message}
              />
            </Suspense>
          ) : null}
          <DateField business={business} timezone={timezone} error={errors.date?.message} field={dateField} />
          <TimeSlotPicker
            business={business.slug}
            serviceId={serviceId}
            serviceName={business.services.find((s) => s.id === serviceId)?.name}
            locationId={location?.id}
            staffId={staffId}
            date={date || undefined}
            timezone={timezone}
            waitlist={business.waitlist}
            field={form.register('startTime')}
            error={errors.startTime?.message}
          />
          <ClientFields form={form} />
          <div className="flex items-start gap-2">
            <Checkbox id="booking-marketing" className="mt-0.5" {...form.register('marketingOptIn')} />
            <Label htmlFor="booking-marketing">{marketingOptInLabel(business.name)}</Label>
          </div>
          <OfferCodeBox
            business={business.slug}
            serviceId={serviceId}
            code={offerCode}
            onChange={(code) => form.setValue('offerCode', code ?? '', { shouldValidate: false })}
            error={errors.offerCode?.message}
          />
          <Button type="submit" size="lg" disabled={book.isPending}>
            {book.isPending ? 'Booking...' : 'Book Appointment'}
          </Button>
        </Card>
      </AfterFirstPaint>
    </form>
  );
}
