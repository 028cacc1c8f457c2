import {
  CARD_SERVICES,
  CARD_SPECIALTIES,
  type DirectoryEntry,
  type DirectoryPage,
  type DirectoryQuery,
  type PriceRange,
  priceRanges,
} from '../../../contract/directory';
import { decimalText } from '../../../contract/money';
import { effectiveTier } from '../../../contract/plans';
import { dailyHours, deriveBusinessHours, type WeeklyWindow } from '../../../contract/weekly-hours';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { staffWindowsOf } from '../availability';
import { isEmailVerified } from '../businesses';
import { activeServicesOf, findListedBusinesses, listedCities } from './repository';

type Query = Omit<DirectoryQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

function groupBy<T extends { businessId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.businessId, [...(groups.get(row.businessId) ?? []), row]);
  return groups;
}

const isPriceRange = (v: string | null): v is PriceRange => priceRanges.includes(v as PriceRange);

/**
 * The directory (spec §2, §3): businesses that chose to be listed, a page at a time, with their public
 * rating, two services, three specialties and the week's hours from their team's availability.
 */
export async function listDirectory(db: Database, query: Query): Promise<DirectoryPage> {
  const { page, pageSize, ...filters } = query;
  const { total, rows } = await findListedBusinesses(db, filters, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const ids = rows.map((r) => r.business.id);
  const [offered, windows, cities] = await Promise.all([
    activeServicesOf(db, ids),
    staffWindowsOf(db, ids),
    listedCities(db),
  ]);
  const servicesBy = groupBy(offered);
  const windowsBy = groupBy(windows);
  return {
    items: rows.map((r) =>
      toEntry(r.business, r, servicesBy.get(r.business.id) ?? [], windowsBy.get(r.business.id) ?? []),
    ),
    total,
    page,
    pageSize,
    cities,
  };
}

function toEntry(
  b: Business,
  figures: { rating: number; reviewCount: number },
  offered: { name: string; price: string; duration: number }[],
  windows: WeeklyWindow[],
): DirectoryEntry {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    category: b.category,
    description: b.description,
    address: b.address,
    city: b.city,
    state: b.state,
    zipCode: b.zip,
    phone: b.phone,
    website: b.website,
    rating: figures.rating,
    reviewCount: figures.reviewCount,
    isVerified: isEmailVerified(b),
    isPremium: ['premium', 'enterprise'].includes(effectiveTier(b)),
    images: b.photoUrls,
    services: offered.slice(0, CARD_SERVICES).map((s) => ({
      name: s.name,
      price: decimalText(s.price),
      duration: s.duration,
    })),
    availability: dailyHours(windows),
    specialties: b.specialties.slice(0, CARD_SPECIALTIES),
    businessHours: b.hoursText?.trim() || deriveBusinessHours(windows),
    priceRange: isPriceRange(b.priceRange) ? b.priceRange : null,
  };
}
