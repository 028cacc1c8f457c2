import { Clock, Globe, Mail, MapPin, Phone, Users } from 'lucide-react';
import type { Location } from '../../../../contract/locations';
import { formatPhone } from '../../../../contract/phone';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { summarizeHours } from '../lib/hours';

/** One location: where it is, how to reach it, its time and hours, who works there. */
export function LocationCard({ location, onEdit }: { location: Location; onEdit?: (l: Location) => void }) {
  const headingId = `location-${location.id}`;
  const address = [
    location.address,
    [location.city, location.state, location.zipCode].filter(Boolean).join(', '),
    location.country !== 'US' ? location.country : null,
  ].filter(Boolean);
  const hours = summarizeHours(location.businessHours);
  return (
    <Card role="group" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {location.name}
        </h2>
        {location.isActive ? null : <Badge variant="neutral">Inactive</Badge>}
      </div>
      <ul className="grid gap-1.5 text-sm text-slate-700">
        {address.length > 0 ? (
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{address.join(' · ')}</span>
          </li>
        ) : null}
        {location.phone ? (
          <li className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a className="hover:underline" href={`tel:${location.phone}`}>
              {formatPhone(location.phone)}
            </a>
          </li>
        ) : null}
        {location.email ? (
          <li className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a className="break-all hover:underline" href={`mailto:${location.email}`}>
              {location.email}
            </a>
          </li>
        ) : null}
        <li className="flex gap-2">
          <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{location.timezone}</span>
        </li>
        <li className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{hours ?? 'No opening hours set'}</span>
        </li>
        <li className="flex gap-2">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{`${location.staffCount} staff member${location.staffCount === 1 ? '' : 's'} named here`}</span>
        </li>
      </ul>
      {onEdit ? (
        <div className="mt-auto pt-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${location.name}`}
            onClick={() => onEdit(location)}
          >
            Edit
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
