import { and, asc, eq } from 'drizzle-orm';
import { hasFeature } from '../../../contract/plans';
import type { PublicBusiness } from '../../../contract/public-booking';
import type { DbOrTx } from '../../db/client';
import { type Business, businesses, services } from '../../db/schema/index';

/** What a booking page shows of a business: contact details and its active services, by name. */
export async function findPublicBusiness(db: DbOrTx, id: number): Promise<PublicBusiness | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!business) return undefined;
  const offered = await db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      duration: services.duration,
      price: services.price,
    })
    .from(services)
    .where(and(eq(services.businessId, id), eq(services.isActive, true)))
    .orderBy(asc(services.name), asc(services.id));
  return {
    id: business.id,
    name: business.name,
    address: business.address,
    city: business.city,
    state: business.state,
    zip: business.zip,
    phone: business.phone,
    email: business.email,
    hoursText: business.hoursText,
    timezone: business.timezone,
    services: offered.map((s) => ({ ...s, price: Number(s.price).toFixed(2) })),
    branding: brandingOf(business),
  };
}

/** The logo and colour a business set, while its plan includes custom_branding (a lapsed plan shows neither). */
export function brandingOf(b: Business) {
  if (!hasFeature(b, 'custom_branding') || (!b.logoUrl && !b.accentColor)) return null;
  return { logoUrl: b.logoUrl, accentColor: b.accentColor };
}
