import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PublicBookingResult } from '../../../../contract/public-booking';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { BOOKED_MESSAGE } from '../lib/booked-message';
import { formatDuration, formatLongDate } from '../lib/format-booking';

type BookingConfirmationProps = { booking: PublicBookingResult; onBookAnother: () => void };

export default function BookingConfirmation({ booking, onBookAnother }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the client was in is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const details = [
    ['Service', booking.service.name],
    ['Date', formatLongDate(booking.date)],
    [
      'Time',
      `${formatTimeOfDay(booking.startTime)} – ${formatTimeOfDay(booking.endTime)} (${booking.timezone})`,
    ],
    ['Duration', formatDuration(booking.service.duration)],
    [
      'Price',
      booking.offerCode
        ? `${formatMoney(booking.price)} (${booking.offerCode}: ${formatMoney(booking.discountAmount)} off)`
        : formatMoney(booking.price),
    ],
  ] as const;
  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-4 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
        Appointment Booked!
      </h2>
      <p className="text-slate-700">{BOOKED_MESSAGE}</p>
      <p className="text-sm text-slate-600">
        To reschedule or cancel, use <strong>Manage your booking</strong> in that email: it signs you in to
        your client portal.
      </p>
      <dl className="grid w-full gap-2 rounded-lg bg-slate-50 p-4 text-left text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" onClick={onBookAnother}>
        Book another appointment
      </Button>
    </Card>
  );
}
