import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses, serviceStaff } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import { addDays, instantToLocal } from '../../lib/time';

let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemo(t.db);
  if (!seeded) throw new Error('demo not seeded');
  const [business] = await t.db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, seeded.businessId));
  if (!business) throw new Error('no demo business');
  slug = business.slug;
});

describe('the demo business', () => {
  it('books a slot of each service on its public page with a staff member who performs it', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` });
    const { timezone, services } = page.json() as {
      timezone: string;
      services: { id: number; name: string }[];
    };
    expect(services.length).toBeGreaterThan(0);
    // Three weeks out, a Tuesday: past the seeded bookings' busiest days and inside the windows.
    let date = addDays(instantToLocal(new Date(), timezone).date, 21);
    while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1);
    for (const [i, service] of services.entries()) {
      const slots = await t.app.inject({
        method: 'GET',
        url: `/api/public/businesses/${slug}/slots?serviceId=${service.id}&date=${date}`,
      });
      const first = slots.json().slots[0] as { startTime: string; staffIds: number[] };
      expect(first, service.name).toBeDefined();
      const performers = await t.db.select().from(serviceStaff).where(eq(serviceStaff.serviceId, service.id));
      expect(first.staffIds.every((id) => performers.some((p) => p.staffId === id))).toBe(true);
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${slug}/appointments`,
        remoteAddress: `10.7.0.${i + 1}`,
        payload: {
          serviceId: service.id,
          date,
          startTime: first.startTime,
          clientName: 'Demo Guest',
          clientEmail: `guest${i}@example.com`,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
  });
});
