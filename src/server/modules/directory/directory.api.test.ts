import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  type TestBusiness,
  uniqueClientAddress,
} from '../../../../tests/support/factories';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { DirectoryEntry, DirectoryPage } from '../../../contract/directory';
import { availabilityWindows, reviews, staff } from '../../db/schema/index';
import { addService } from '../slots/scheduling-fixtures';

let t: TestApp;

const list = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/business-directory${query}`,
    remoteAddress: uniqueClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DirectoryPage;
};
const names = (page: DirectoryPage) => page.items.map((b) => b.name);

const put = (who: TestBusiness, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/business', headers: { cookie: who.cookie }, payload });

async function ownerStaffId(businessId: number) {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.businessId, businessId));
  if (!row) throw new Error('no owner staff row');
  return row.id;
}

/** Reviews straight into the table: `ratings` shown publicly, plus ones that must not count. */
async function addReviews(businessId: number, ratings: number[], source: 'client' | 'verified' = 'client') {
  if (ratings.length === 0) return;
  await t.db.insert(reviews).values(
    ratings.map((rating, i) => ({
      businessId,
      rating,
      title: 'A visit',
      comment: 'A review written by a client of the business.',
      reviewerName: `Client ${i}`,
      reviewerEmail: `client-${i}@example.com`,
      source,
    })),
  );
}

type Listing = {
  name: string;
  description?: string;
  category?: string;
  city?: string;
  priceRange?: string;
  specialties?: string[];
  ratings?: number[];
  listed?: boolean;
};

async function listedBusiness(listing: Listing): Promise<TestBusiness> {
  const owner = await createTestBusiness(t.app, { businessName: listing.name });
  const response = await put(owner, {
    listedInDirectory: listing.listed ?? true,
    description: listing.description ?? null,
    category: listing.category ?? 'Hair Salon',
    city: listing.city ?? 'Montclair',
    priceRange: listing.priceRange ?? '$$',
    specialties: listing.specialties ?? [],
  });
  expect(response.statusCode, response.body).toBe(200);
  await addReviews(owner.user.businessId, listing.ratings ?? []);
  return owner;
}

let salon: TestBusiness;
let spa: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  // Ratings (one decimal, halves up; a rating needs 3 reviews): salon 4.5 from 4,5,4,5 · spa 5.0 · barber 4.4
  // from 4,4,5,4,5 (22/5) · nails 3.7 · detail none (0) · hidden is not listed.
  salon = await listedBusiness({
    name: 'Willow Salon',
    description: 'Balayage and precision cuts',
    specialties: ['Balayage', 'Color correction', 'Keratin', 'Extensions'],
    ratings: [4, 5, 4, 5],
  });
  spa = await listedBusiness({
    name: 'Blue Lotus Spa',
    category: 'Day Spa',
    city: 'Maplewood',
    priceRange: '$$$',
    specialties: ['Hot stone massage'],
    ratings: [5, 5, 5],
  });
  await listedBusiness({
    name: 'Sharp Barbers',
    category: 'Barbershop',
    priceRange: '$',
    ratings: [4, 4, 5, 4, 5],
  });
  await listedBusiness({ name: 'Polished Nails 100%', category: 'Nail Salon', ratings: [3, 4, 4] });
  await listedBusiness({ name: 'Mirror Finish Detailing', category: 'Auto Detailing', city: 'Verona' });
  await listedBusiness({ name: 'Hidden Salon', listed: false, ratings: [5] });
});

describe('GET /api/business-directory', () => {
  it('lists only businesses that chose to be listed, best rated first', async () => {
    const page = await list();
    expect(names(page)).toEqual([
      'Blue Lotus Spa',
      'Willow Salon',
      'Sharp Barbers',
      'Polished Nails 100%',
      'Mirror Finish Detailing',
    ]);
    expect(page.total).toBe(5);
    expect(page.cities).toEqual(['Maplewood', 'Montclair', 'Verona']);
    expect(page.items.map((b) => [b.rating, b.reviewCount])).toEqual([
      [5, 3],
      [4.5, 4],
      [4.4, 5],
      [3.7, 3],
      [0, 0],
    ]);
  });

  it("answers the spec's entry: two services, three specialties, the week's hours from the team", async () => {
    const businessId = salon.user.businessId;
    await addService(t.app, salon.cookie, { name: 'Balayage', duration: 150, price: '210.00' });
    await addService(t.app, salon.cookie, { name: 'Blowout', duration: 45, price: '55.00' });
    await addService(t.app, salon.cookie, { name: 'Cut & Style', duration: 60, price: '75.50' });
    const staffId = await ownerStaffId(businessId);
    await t.db.insert(availabilityWindows).values([
      { businessId, staffId, dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
      { businessId, staffId, dayOfWeek: 6, startTime: '10:00', endTime: '14:00' },
    ]);
    const entry = (await list('?search=willow')).items[0] as DirectoryEntry;
    expect(entry).toMatchObject({
      id: businessId,
      name: 'Willow Salon',
      category: 'Hair Salon',
      description: 'Balayage and precision cuts',
      city: 'Montclair',
      priceRange: '$$',
      rating: 4.5,
      reviewCount: 4,
      isVerified: false,
      isPremium: false,
      images: [],
      specialties: ['Balayage', 'Color correction', 'Keratin'],
      services: [
        { name: 'Balayage', price: '210.00', duration: 150 },
        { name: 'Blowout', price: '55.00', duration: 45 },
      ],
      businessHours: 'Mon 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM',
    });
    expect(entry.availability).toEqual([
      { day: 'Monday', hours: '9:00 AM–5:00 PM' },
      { day: 'Tuesday', hours: 'Closed' },
      { day: 'Wednesday', hours: 'Closed' },
      { day: 'Thursday', hours: 'Closed' },
      { day: 'Friday', hours: 'Closed' },
      { day: 'Saturday', hours: '10:00 AM–2:00 PM' },
      { day: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('shows Premium for an active Premium or Enterprise plan only', async () => {
    const premium = (await list('?search=blue lotus')).items[0];
    expect(premium?.isPremium).toBe(false);
    await setPlan(t.db, spa.user.businessId, 'premium');
    expect((await list('?search=blue lotus')).items[0]?.isPremium).toBe(true);
    await setPlan(t.db, spa.user.businessId, 'enterprise', 'inactive');
    expect((await list('?search=blue lotus')).items[0]?.isPremium).toBe(false);
    await setPlan(t.db, spa.user.businessId, 'basic');
    expect((await list('?search=blue lotus')).items[0]?.isPremium).toBe(false);
  });

  it('counts only what the public page counts: published, approved, not removed, from clients', async () => {
    const businessId = spa.user.businessId;
    const hidden = { title: 'Hidden', comment: 'This one must not count anywhere.', reviewerName: 'X' };
    await t.db.insert(reviews).values([
      { businessId, rating: 1, ...hidden, reviewerEmail: 'a@example.com', isPublished: false },
      { businessId, rating: 1, ...hidden, reviewerEmail: 'b@example.com', isApproved: false },
      {
        businessId,
        rating: 1,
        ...hidden,
        reviewerEmail: 'c@example.com',
        removedAt: new Date(),
        removalReason: 'spam',
      },
      { businessId, rating: 1, ...hidden, reviewerEmail: 'd@example.com', source: 'staff' },
    ]);
    const entry = (await list('?search=blue lotus')).items[0];
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${spa.user.businessSlug}/reviews/stats`,
      remoteAddress: uniqueClientAddress(),
    });
    expect(entry).toMatchObject({ rating: 5, reviewCount: 3 });
    expect(stats.json()).toMatchObject({ averageRating: 5, totalReviews: 3 });
  });

  it('searches name, description and specialties, case-insensitively, with wildcards taken literally', async () => {
    expect(names(await list('?search=LOTUS'))).toEqual(['Blue Lotus Spa']);
    expect(names(await list('?search=precision'))).toEqual(['Willow Salon']);
    expect(names(await list('?search=hot%20stone'))).toEqual(['Blue Lotus Spa']);
    expect(names(await list('?search=100%25'))).toEqual(['Polished Nails 100%']);
    expect(names(await list('?search=_'))).toEqual([]);
    expect(names(await list('?search=Hidden'))).toEqual([]);
  });

  it('filters category, city and price range exactly, and rating at least 4 or 4.5', async () => {
    expect(names(await list('?category=Barbershop'))).toEqual(['Sharp Barbers']);
    expect((await list('?category=All%20Categories')).total).toBe(5);
    expect(names(await list('?city=verona'))).toEqual(['Mirror Finish Detailing']);
    expect(names(await list('?city=Vero'))).toEqual([]);
    expect(names(await list('?priceRange=%24%24%24'))).toEqual(['Blue Lotus Spa']);
    expect(names(await list('?minRating=4.5'))).toEqual(['Blue Lotus Spa', 'Willow Salon']);
    expect(names(await list('?minRating=4'))).toEqual(['Blue Lotus Spa', 'Willow Salon', 'Sharp Barbers']);
    expect(names(await list('?category=Hair%20Salon&minRating=4'))).toEqual(['Willow Salon']);
    const none = await list('?category=Tanning');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages on the server', async () => {
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    const third = await list('?pageSize=2&page=3');
    const beyond = await list('?pageSize=2&page=9');
    expect([first.total, second.total, third.total, beyond.total]).toEqual([5, 5, 5, 5]);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await list()));
    expect(third.items).toHaveLength(1);
    expect(beyond.items).toEqual([]);
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('answers bad filters with 400 and field messages', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/business-directory?category=Bogus&priceRange=%24%24%24%24%24&minRating=six&page=0',
      remoteAddress: uniqueClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['category', 'priceRange', 'minRating', 'page']));
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Choose a category from the list');
  });
});

describe('listing settings', () => {
  it('keeps specialties and photos, and refuses what a card cannot show', async () => {
    const ok = await put(salon, {
      specialties: ['Balayage', 'Color correction'],
      photoUrls: ['https://images.example.com/salon-front.jpg'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      specialties: ['Balayage', 'Color correction'],
      photoUrls: ['https://images.example.com/salon-front.jpg'],
    });
    expect((await list('?search=willow')).items[0]?.images).toEqual([
      'https://images.example.com/salon-front.jpg',
    ]);

    const bad = await put(salon, {
      specialties: ['Cuts', 'cuts'],
      photoUrls: ['http://images.example.com/a.jpg', 'javascript:alert(1)'],
      category: 'Anything',
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      specialties: 'Each specialty only once',
      'photoUrls.0': 'Photos must be uploaded images or https:// image addresses',
      'photoUrls.1': 'Photos must be uploaded images or https:// image addresses',
      category: 'Choose a category from the list',
    });
    const tooMany = await put(salon, { specialties: Array.from({ length: 11 }, (_, i) => `S${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe('At most 10 specialties');
  });
});
