import { CalendarPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { PortalProfile } from '../../../../contract/portal';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { rememberBookAgain } from '../../../lib/book-again';

/** Book Service: the business's booking page, with the client's details filled in. */
export function BookServiceTab({ client }: { client: PortalProfile }) {
  const { slug, name } = client.business;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <CalendarPlus aria-hidden="true" className="size-10 text-primary-600" />
      <p className="text-base font-semibold text-slate-900">Book your next visit</p>
      <p className="max-w-sm text-sm text-slate-600">
        Pick a service and a time that suits you on {name}'s booking page.
      </p>
      <Link
        href={`/booking?business=${slug}`}
        className={buttonVariants()}
        onClick={() => rememberBookAgain(bookingDetails(client))}
      >
        Book a service
      </Link>
    </Card>
  );
}

/** What the booking page fills in for this client. */
export const bookingDetails = (client: PortalProfile) => ({
  business: client.business.slug,
  clientName: client.name,
  clientEmail: client.email ?? '',
  clientPhone: client.phone,
});
