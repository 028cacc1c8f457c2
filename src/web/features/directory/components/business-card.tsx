import { BadgeCheck, Clock, Crown, MapPin, Phone } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import type { DirectoryEntry } from '../../../../contract/directory';
import { formatPhone } from '../../../../contract/phone';
import { MIN_REVIEWS_FOR_RATING } from '../../../../contract/reviews';
import { StarRating } from '../../../components/reviews/star-rating';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { formatDuration } from '../lib/filters';

/** A photo, or the business's initials on a tint when it has none. */
function CardImage({ entry }: { entry: DirectoryEntry }) {
  const photo = entry.images[0];
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        className="h-28 w-full rounded-t-xl object-cover sm:h-36"
      />
    );
  }
  const initials = entry.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div
      aria-hidden="true"
      className="flex h-28 items-center justify-center rounded-t-xl sm:h-36 bg-gradient-to-br from-primary-100 to-primary-200 text-3xl font-bold text-primary-800"
    >
      {initials}
    </div>
  );
}

function place(entry: DirectoryEntry): string {
  const town = [entry.city, [entry.state, entry.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [entry.address, town].filter(Boolean).join(', ');
}

/**
 * One listed business (spec §2): rating, three specialties, two services, hours, Book Now. Memoized: the list draws
 * its cards a few at a time, and each step should draw only the new cards, not every card again.
 */
export const BusinessCard = memo(function BusinessCard({ entry }: { entry: DirectoryEntry }) {
  const headingId = `business-${entry.id}`;
  const where = place(entry);
  return (
    <Card className="flex flex-col" aria-labelledby={headingId} role="article">
      <CardImage entry={entry} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            {entry.category ? <Badge variant="neutral">{entry.category}</Badge> : null}
            {entry.priceRange ? (
              <span className="text-sm font-medium text-slate-600">
                <span className="sr-only">Price range </span>
                {entry.priceRange}
              </span>
            ) : null}
          </div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link href={`/business?business=${entry.slug}`} className="hover:underline">
              {entry.name}
            </Link>
          </h2>
          <div className="flex flex-wrap gap-2">
            {entry.isVerified ? (
              <Badge variant="success" className="gap-1">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </Badge>
            ) : null}
            {entry.isPremium ? (
              <Badge variant="warning" className="gap-1">
                <Crown aria-hidden="true" className="size-3.5" />
                Premium
              </Badge>
            ) : null}
          </div>
          {entry.reviewCount >= MIN_REVIEWS_FOR_RATING ? (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <StarRating rating={entry.rating} />
              <span>
                {entry.rating.toFixed(1)} ({entry.reviewCount} reviews)
              </span>
            </p>
          ) : entry.reviewCount > 0 ? (
            <p className="text-sm text-slate-600">
              New: {entry.reviewCount} {entry.reviewCount === 1 ? 'review' : 'reviews'}
            </p>
          ) : (
            <p className="text-sm text-slate-600">No reviews yet</p>
          )}
        </div>
        {entry.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{entry.description}</p>
        ) : null}
        {where ? (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{where}</span>
          </p>
        ) : null}
        {entry.phone ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={`tel:${entry.phone}`} className="hover:underline">
              {formatPhone(entry.phone)}
            </a>
          </p>
        ) : null}
        {entry.specialties.length > 0 ? (
          <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
            {entry.specialties.map((s) => (
              <li key={s} className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs text-primary-800">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {entry.services.length > 0 ? (
          <ul aria-label="Services" className="grid gap-1 border-t border-slate-100 pt-3 text-sm">
            {entry.services.map((s) => (
              <li key={s.name} className="flex justify-between gap-3">
                <span className="text-slate-800">{s.name}</span>
                <span className="shrink-0 text-slate-600">
                  {formatMoney(s.price)} · {formatDuration(s.duration)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {entry.businessHours ? (
          <details className="text-sm text-slate-600">
            <summary className="flex cursor-pointer items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{entry.businessHours}</span>
            </summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 pl-6">
              {entry.availability.map((d) => (
                <div key={d.day} className="contents">
                  <dt className="font-medium text-slate-700">{d.day}</dt>
                  <dd>{d.hours}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            href={`/booking?business=${entry.slug}`}
            className={buttonVariants({ size: 'sm' })}
            aria-label={`Book Now at ${entry.name}`}
          >
            Book Now
          </Link>
          <Link
            href={`/business?business=${entry.slug}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Reviews and details of ${entry.name}`}
          >
            Reviews and details
          </Link>
        </div>
      </div>
    </Card>
  );
});
