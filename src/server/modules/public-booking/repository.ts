import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { decimalText } from '../../../contract/money';
import { hasFeature } from '../../../contract/plans';
import type { PublicBusiness } from '../../../contract/public-booking';
import { effectiveTimeFormat } from '../../../contract/time-format';
import { deriveBusinessHours } from '../../../contract/weekly-hours';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses, locations, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { staffWindowsOf } from '../availability';
import { bookability } from '../staff';
import type { BookingLimits } from './booking-limits';

/** What a booking page shows of a business: contact details, hours, booking bounds and active services. */
export async function findPublicBusiness(db: DbOrTx, id: number): Promise<PublicBusiness | undefined> {
  const business = await findBusiness(db, id);
  if (!business) return undefined;
  return toPublicBusiness(db, business);
}

/** The same page by the booking link's slug. */
export async function findPublicBusinessBySlug(
  db: DbOrTx,
  slug: string,
): Promise<PublicBusiness | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  if (!business) return undefined;
  return toPublicBusiness(db, business);
}

async function toPublicBusiness(db: DbOrTx, business: Business): Promise<PublicBusiness> {
  const offered = await db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      duration: services.duration,
      price: services.price,
      locationIds: services.locationIds,
    })
    .from(services)
    .where(and(eq(services.businessId, business.id), eq(services.isActive, true)))
    .orderBy(asc(services.name), asc(services.id));
  const written = business.hoursText?.trim();
  const places = await db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      zipCode: locations.zipCode,
      phone: locations.phone,
      timezone: locations.timezone,
    })
    .from(locations)
    .where(and(eq(locations.businessId, business.id), eq(locations.isActive, true)))
    .orderBy(asc(locations.name), asc(locations.id));
  return {
    id: business.id,
    slug: business.slug,
    listed: business.listedInDirectory,
    name: business.name,
    address: business.address,
    city: business.city,
    state: business.state,
    zip: business.zip,
    phone: business.phone,
    email: business.email,
    hoursText: business.hoursText,
    hours: written || deriveBusinessHours(await staffWindowsOf(db, [business.id])),
    bookingWindowDays: business.bookingWindowDays,
    minNoticeMinutes: business.minNoticeMinutes,
    timezone: business.timezone,
    timeFormat: effectiveTimeFormat(business.timeFormat, business.timezone),
    services: offered.map((s) => ({ ...s, price: decimalText(s.price) })),
    branding: brandingOf(business),
    locations: places,
    waitlist: hasFeature(business, 'front_desk'),
    staff: await bookableStaff(db, business.id),
  };
}

/**
 * Who a client may choose on the booking page (issue 33): active staff bookable online by the staff
 * screen's own rules (staff `bookability`: hours, and at least one active service they do), each with
 * the services they do; first name and last initial.
 */
async function bookableStaff(db: DbOrTx, businessId: number): Promise<PublicBusiness['staff']> {
  const { hasHours, performs } = bookability(db, businessId);
  const rows = await db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      locationIds: staff.locationIds,
      photoUrl: staff.photoUrl,
      serviceIds: sql<number[]>`array_agg(${services.id} order by ${services.id})`,
    })
    .from(staff)
    .innerJoin(
      services,
      and(eq(services.businessId, staff.businessId), eq(services.isActive, true), performs),
    )
    .where(and(inTenant(staff, businessId), eq(staff.isActive, true), isNull(staff.removedAt), hasHours))
    .groupBy(staff.id)
    .orderBy(asc(staff.firstName), asc(staff.lastName), asc(staff.id));
  return rows.map((row) => {
    const last = row.lastName.trim();
    return {
      id: row.id,
      name: [row.firstName.trim(), last ? `${last[0]}.` : ''].join(' ').trim(),
      serviceIds: row.serviceIds.map(Number),
      locationIds: row.locationIds,
      photoUrl: row.photoUrl,
    };
  });
}

/** The booking settings that bound the public page; undefined for no such business. */
export async function findBookingLimits(db: DbOrTx, businessId: number): Promise<BookingLimits | undefined> {
  const [row] = await db
    .select({
      timezone: businesses.timezone,
      minNoticeMinutes: businesses.minNoticeMinutes,
      bookingWindowDays: businesses.bookingWindowDays,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** The logo and colour a business set, while its plan includes custom_branding (a lapsed plan shows neither). */
export function brandingOf(b: Business) {
  if (!hasFeature(b, 'custom_branding') || (!b.logoUrl && !b.accentColor)) return null;
  return { logoUrl: b.logoUrl, accentColor: b.accentColor };
}
