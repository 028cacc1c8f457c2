import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  addService,
  booking,
  daysAhead,
  type SchedulingBusiness,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';

const ZONE = 'America/Chicago';
const day = (n: number) => daysAhead(n, ZONE);

let t: TestApp;
let biz: SchedulingBusiness;
let service: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  // Two days' notice, ten days ahead at most; no windows yet, so 09:00-17:30 every day.
  biz = await schedulingBusiness(t.app, t.db, {
    timezone: ZONE,
    tier: 'premium',
    minNoticeMinutes: 2880,
    bookingWindowDays: 10,
  });
  service = await addService(t.app, biz.cookie, { name: 'Facial', duration: 30 });
});

let address = 0;
const book = (business: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${business}/appointments`,
    remoteAddress: `10.44.0.${++address}`,
    payload,
  });
const slotsOf = async (business: string, serviceId: number, date: string) => {
  const response = await t.app.inject({
    url: `/api/public/businesses/${business}/slots?serviceId=${serviceId}&date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { slots: { startTime: string }[] }).slots.map((s) => s.startTime);
};
const updateBusiness = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/business', headers: { cookie }, payload });

describe('booking settings on the public page', () => {
  it('offers no start inside the minimum notice and none past the booking window', async () => {
    // Tomorrow's last start, 23:30 at the latest, is under 48 hours away whatever the time now.
    expect(await slotsOf(biz.user.businessSlug, service.id, day(1))).toEqual([]);
    expect(await slotsOf(biz.user.businessSlug, service.id, day(3))).toContain('09:00');
    expect(await slotsOf(biz.user.businessSlug, service.id, day(10))).toContain('09:00');
    expect(await slotsOf(biz.user.businessSlug, service.id, day(11))).toEqual([]);
    // The service is still checked on a day past the window.
    const unknown = await t.app.inject({
      url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=999999&date=${day(11)}`,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a booking inside the notice or past the window with a field message', async () => {
    const soon = await book(biz.user.businessSlug, booking(service.id, { date: day(1), startTime: '10:00' }));
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toEqual({
      message: 'Please book at least 2 days ahead',
      errors: [{ path: 'startTime', message: 'Please book at least 2 days ahead' }],
    });
    const far = await book(biz.user.businessSlug, booking(service.id, { date: day(11), startTime: '10:00' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual([
      { path: 'date', message: 'Bookings open at most 10 days ahead; please choose an earlier date' },
    ]);
    // A past time keeps its own message.
    const past = await book(
      biz.user.businessSlug,
      booking(service.id, { date: '2020-01-06', startTime: '10:00' }),
    );
    expect(past.json().errors).toEqual([{ path: 'date', message: 'Please choose a time in the future' }]);
    const inside = await book(
      biz.user.businessSlug,
      booking(service.id, { date: day(10), startTime: '10:00' }),
    );
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it("the business's own members see every free time, as the app's booking dialogs need", async () => {
    const asMember = async (date: string) =>
      (
        await t.app.inject({
          url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${service.id}&date=${date}`,
          headers: { cookie: biz.cookie },
        })
      ).json().slots as unknown[];
    expect((await asMember(day(1))).length).toBeGreaterThan(0);
    expect((await asMember(day(40))).length).toBeGreaterThan(0);
    // Another business's member is a visitor here.
    const other = await schedulingBusiness(t.app, t.db);
    const visitor = await t.app.inject({
      url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${service.id}&date=${day(1)}`,
      headers: { cookie: other.cookie },
    });
    expect(visitor.json().slots).toEqual([]);
  });

  it('the front desk books inside the app without those limits', async () => {
    for (const date of [day(1), day(40)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { cookie: biz.cookie },
        payload: booking(service.id, { date, startTime: '11:00', clientEmail: `desk-${date}@example.com` }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it("the owner's new settings apply to the public page at once", async () => {
    const saved = await updateBusiness(biz.cookie, { minNoticeMinutes: 0, bookingWindowDays: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ minNoticeMinutes: 0, bookingWindowDays: 30 });
    const page = await t.app.inject({ url: `/api/public/businesses/${biz.user.businessSlug}` });
    expect(page.json()).toMatchObject({ minNoticeMinutes: 0, bookingWindowDays: 30 });
    expect(await slotsOf(biz.user.businessSlug, service.id, day(1))).toContain('09:00');
    expect(await slotsOf(biz.user.businessSlug, service.id, day(25))).toContain('09:00');
    expect(await slotsOf(biz.user.businessSlug, service.id, day(31))).toEqual([]);
    const booked = await book(
      biz.user.businessSlug,
      booking(service.id, { date: day(1), startTime: '16:00' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });
});

describe('the booking link and hours on the public page', () => {
  it('opens the page by its slug, and only by a slug some business has', async () => {
    const owner = await schedulingBusiness(t.app, t.db, { timezone: ZONE });
    expect((await updateBusiness(owner.cookie, { slug: 'Lakeview-Studio' })).json().slug).toBe(
      'lakeview-studio',
    );
    const bySlug = await t.app.inject({ url: '/api/public/businesses/by-slug/lakeview-studio' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: owner.businessId, slug: 'lakeview-studio' });
    const byRef = await t.app.inject({ url: '/api/public/businesses/lakeview-studio' });
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json()).toMatchObject({ id: owner.businessId, slug: 'lakeview-studio' });
    const unknown = await t.app.inject({ url: '/api/public/businesses/by-slug/no-such-studio' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Business not found' });
    // What no slug can be is not found either.
    for (const slug of ['Bad%20Slug!', '%00', 'x'.repeat(61)]) {
      const response = await t.app.inject({ url: `/api/public/businesses/by-slug/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect((await t.app.inject({ url: `/api/public/businesses/${slug}` })).statusCode, slug).toBe(404);
    }
  });

  it("shows the staff's weekly hours when the owner wrote none, and the owner's text when they did", async () => {
    const owner = await schedulingBusiness(t.app, t.db, { timezone: ZONE });
    const page = async () =>
      (await t.app.inject({ url: `/api/public/businesses/${owner.user.businessSlug}` })).json() as {
        hours: string | null;
        hoursText: string | null;
      };
    expect((await page()).hours).toBeNull();
    const windows = [
      ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
      { dayOfWeek: 6, startTime: '10:00', endTime: '14:00' },
    ];
    for (const w of windows) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/availability',
        headers: { cookie: owner.cookie },
        payload: { staffId: owner.ownerStaffId, ...w },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(await page()).toMatchObject({
      hoursText: null,
      hours: 'Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM',
    });
    await updateBusiness(owner.cookie, { hoursText: 'Tue–Sat by appointment' });
    expect((await page()).hours).toBe('Tue–Sat by appointment');
    await updateBusiness(owner.cookie, { hoursText: null });
    expect((await page()).hours).toBe('Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM');
  });
});
