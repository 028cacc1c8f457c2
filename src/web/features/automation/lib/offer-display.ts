import { format, parse } from 'date-fns';
import type { Offer } from '../../../../contract/offers';

/**
 * 'YYYY-MM-DD' as the calendar day it names, in local time: `new Date('2026-11-24')` would be UTC midnight,
 * the day before west of Greenwich.
 */
const calendarDay = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'MMM d, yyyy');

/** "Nov 24, 2026 – Dec 31, 2026", "From Nov 24, 2026", "Until Dec 31, 2026", or no dates at all. */
export function formatValidDates(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `${calendarDay(validFrom)} – ${calendarDay(validUntil)}`;
  if (validFrom) return `From ${calendarDay(validFrom)}`;
  if (validUntil) return `Until ${calendarDay(validUntil)}`;
  return 'No start or end date';
}

/** "Used 2 of 5", or without a limit "Used 2 times". */
export function describeUsage(offer: Pick<Offer, 'usageCount' | 'usageLimit'>): string {
  if (offer.usageLimit !== null) return `Used ${offer.usageCount} of ${offer.usageLimit}`;
  return `Used ${offer.usageCount} ${offer.usageCount === 1 ? 'time' : 'times'}`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What the code discounts: "Everything" when both lists are empty, else "2 services, 1 product" and their
 * names (an id no longer in the lists, e.g. a deleted service, still counts, by its number).
 */
export function describeScope(
  offer: Pick<Offer, 'applicableServices' | 'applicableProducts'>,
  serviceNames: ReadonlyMap<number, string>,
  productNames: ReadonlyMap<number, string>,
): { summary: string; names: string[] } {
  const services = offer.applicableServices;
  const products = offer.applicableProducts;
  if (services.length === 0 && products.length === 0) return { summary: 'Everything', names: [] };
  const summary = [
    services.length > 0 ? count(services.length, 'service') : null,
    products.length > 0 ? count(products.length, 'product') : null,
  ]
    .filter(Boolean)
    .join(', ');
  const names = [
    ...services.map((id) => serviceNames.get(id) ?? `Service #${id}`),
    ...products.map((id) => productNames.get(id) ?? `Product #${id}`),
  ];
  return { summary, names };
}
