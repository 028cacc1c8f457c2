import { and, asc, eq, sql } from 'drizzle-orm';
import { hasFeature } from '../../../contract/plans';
import type { PublicBusiness } from '../../../contract/public-booking';
import { effectiveTimeFormat } from '../../../contract/time-format';
import { deriveBusinessHours } from '../../../contract/weekly-hours';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses, locations, services } from '../../db/schema/index';
import { staffWindowsOf } from '../availability/staff-windows';
import type { BookingLimits } from './booking-limits';

/** What a booking page shows of a business: contact details, hours, booking bounds and active services. */
export async function findPublicBusiness(db: DbOrTx, id: number): Promise<PublicBusiness | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
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
    services: offered.map((s) => ({ ...s, price: Number(s.price).toFixed(2) })),
    branding: brandingOf(business),
    locations: places,
    waitlist: hasFeature(business, 'front_desk'),
    staff: await bookableStaff(db, business.id),
  };
}

/**
 * Who a client may choose on the booking page (issue 33): active staff who do at least one active service
 * and, once the business has set hours, have hours of their own; first name and last initial.
 */
async function bookableStaff(db: DbOrTx, businessId: number): Promise<PublicBusiness['staff']> {
  const result = await db.execute(sql`
    select s.id, s.first_name, s.last_name, s.location_ids,
      coalesce(array_agg(sv.id order by sv.id) filter (where sv.id is not null), '{}') as service_ids
    from staff s
    left join services sv on sv.business_id = s.business_id and sv.is_active
      and (not exists (select 1 from service_staff ss where ss.service_id = sv.id)
           or exists (select 1 from service_staff ss where ss.service_id = sv.id and ss.staff_id = s.id))
    where s.business_id = ${businessId} and s.is_active and s.removed_at is null
      and (not exists (select 1 from availability_windows w0 where w0.business_id = ${businessId})
           or exists (select 1 from availability_windows w where w.staff_id = s.id and w.is_active))
    group by s.id
    order by s.first_name, s.last_name, s.id
  `);
  type Row = {
    id: number;
    first_name: string;
    last_name: string;
    location_ids: number[];
    service_ids: number[];
  };
  return (result as unknown as { rows: Row[] }).rows
    .map((row) => ({
      id: Number(row.id),
      name: [row.first_name.trim(), row.last_name.trim() ? `${row.last_name.trim()[0]}.` : '']
        .join(' ')
        .trim(),
      serviceIds: row.service_ids.map(Number),
      locationIds: row.location_ids.map(Number),
    }))
    .filter((member) => member.serviceIds.length > 0);
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
