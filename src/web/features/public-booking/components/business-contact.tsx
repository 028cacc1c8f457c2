import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { formatPhone } from '../../../../contract/phone';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { Card } from '../../../components/ui/card';

/** Who the client is booking with, and how to reach them. */
export function BusinessContact({ business }: { business: PublicBusiness }) {
  const cityLine = [business.city, [business.state, business.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [business.address, cityLine].filter(Boolean).join(', ');
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-xl font-semibold text-slate-900">{business.name}</h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        {address ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-slate-500" />
            {address}
          </li>
        ) : null}
        {business.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-slate-500" />
            <a className="underline-offset-4 hover:underline" href={`tel:${business.phone}`}>
              {formatPhone(business.phone)}
            </a>
          </li>
        ) : null}
        {business.email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-slate-500" />
            <a className="underline-offset-4 hover:underline" href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </li>
        ) : null}
        {business.hours ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span>
              <span className="sr-only">Hours: </span>
              {business.hours}
            </span>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
