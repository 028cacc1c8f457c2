import type { Tx } from '../client';
import { availabilityWindows, businesses, reviews, serviceStaff, services, staff } from '../schema/index';
import { NEIGHBOUR_BUSINESSES, type NeighbourBusiness } from './demo-directory-data';

const DAY_MS = 86_400_000;

/** The demo salon's neighbours in the directory: each a business with a team, hours, services and reviews. */
export async function seedDirectoryNeighbours(tx: Tx, now: Date): Promise<void> {
  for (const neighbour of NEIGHBOUR_BUSINESSES) await seedNeighbour(tx, neighbour, now);
}

async function seedNeighbour(tx: Tx, n: NeighbourBusiness, now: Date) {
  const [business] = await tx
    .insert(businesses)
    .values({
      name: n.name,
      slug: n.slug,
      category: n.category,
      description: n.description,
      address: n.address,
      city: n.city,
      state: n.state,
      zip: n.zip,
      phone: n.phone,
      email: n.email,
      verifiedEmail: n.verified ? n.email : null,
      website: n.website,
      priceRange: n.priceRange,
      timezone: n.timezone,
      specialties: n.specialties,
      listedInDirectory: true,
      subscriptionTier: n.tier,
      subscriptionStatus: n.tier === 'free' ? 'inactive' : 'active',
    })
    // Someone already took the slug (a real business on this database): leave that business alone.
    .onConflictDoNothing({ target: businesses.slug })
    .returning({ id: businesses.id });
  if (!business) return;
  const businessId = business.id;
  const team = await tx
    .insert(staff)
    .values(
      n.staff.map((m, i) => ({
        businessId,
        firstName: m.firstName,
        lastName: m.lastName,
        email: `${m.firstName.replace(/[^A-Za-z]/g, '').toLowerCase()}.${m.lastName.toLowerCase()}${i}@${n.email.split('@')[1]}`,
        role: 'staff' as const,
        position: 'Specialist',
      })),
    )
    .returning({ id: staff.id });
  await tx.insert(availabilityWindows).values(
    n.staff.flatMap((m, i) =>
      m.days.map((dayOfWeek) => ({
        businessId,
        staffId: team[i]?.id as number,
        dayOfWeek,
        startTime: m.start,
        endTime: m.end,
        timezone: n.timezone,
      })),
    ),
  );
  const offered = await tx
    .insert(services)
    .values(n.services.map((s) => ({ businessId, ...s })))
    .returning({ id: services.id });
  await tx
    .insert(serviceStaff)
    .values(offered.flatMap((s) => team.map((m) => ({ businessId, serviceId: s.id, staffId: m.id }))));
  await tx.insert(reviews).values(
    n.reviews.map((r, i) => {
      const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
      return {
        businessId,
        rating: r.rating,
        title: r.title,
        comment: r.comment,
        reviewerName: r.reviewerName,
        reviewerEmail: `reviewer${i + 1}@example.net`,
        source: 'client' as const,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
