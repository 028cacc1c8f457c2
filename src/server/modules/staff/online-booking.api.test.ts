import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { NotBookableStaff } from '../../../contract/online-booking';
import { staff } from '../../db/schema/index';
import { addService, addStaff, schedulingBusiness } from '../slots/scheduling-fixtures';

// Issue 33: a staff member added after the hours were set gets the business's hours, and the Staff screen
// says who the booking page can't offer, and why.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('staff the booking page can offer', () => {
  it("gives a new staff member the business's hours, and lists whoever still can't be booked online", async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
    const notBookable = async () =>
      (await call('GET', '/api/staff/online-booking')).json() as NotBookableStaff[];

    // A new business: no service yet; no hours set anywhere, so everyone has the default day.
    expect(await notBookable()).toEqual([
      { staffId: biz.ownerStaffId, name: 'Olivia Owner', reasons: ['noServices'] },
    ]);
    // The owner works Monday to Friday, nine to five, and Saturday morning.
    for (const dayOfWeek of [1, 2, 3, 4, 5])
      expect(
        (await call('POST', '/api/availability', { staffId: biz.ownerStaffId, dayOfWeek })).statusCode,
      ).toBe(201);
    await call('POST', '/api/availability', {
      staffId: biz.ownerStaffId,
      dayOfWeek: 6,
      startTime: '10:00',
      endTime: '14:00',
    });
    const service = await addService(t.app, biz.cookie, { name: 'Cut', duration: 30 });
    expect(await notBookable()).toEqual([]);
    // Someone added straight to the table (as before this issue) has no hours once the owner has some.
    const later = await addStaff(t.db, biz.businessId, 'Ari');
    expect(await notBookable()).toEqual([
      { staffId: later, name: expect.stringMatching(/^Ari Stylist/), reasons: ['noHours'] },
    ]);
    await t.db.delete(staff).where(eq(staff.id, later));

    const added = await call('POST', '/api/staff', {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@example.com',
      role: 'staff',
    });
    expect(added.statusCode, added.body).toBe(201);
    const noor = added.json().id as number;
    const hours = (await call('GET', `/api/availability?staffId=${noor}`)).json() as {
      dayOfWeek: number;
      startTime: string;
      endTime: string;
      timezone: string;
    }[];
    expect(
      hours
        .map((w) => [w.dayOfWeek, w.startTime, w.endTime, w.timezone])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, '09:00', '17:00', 'America/New_York'],
      [2, '09:00', '17:00', 'America/New_York'],
      [3, '09:00', '17:00', 'America/New_York'],
      [4, '09:00', '17:00', 'America/New_York'],
      [5, '09:00', '17:00', 'America/New_York'],
      [6, '10:00', '14:00', 'America/New_York'],
    ]);
    expect(await notBookable()).toEqual([]);
    // The booking page offers Noor on a weekday.
    const slots = await t.app.inject({
      url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${service.id}&date=${nextWeekday(2)}&staffId=${noor}`,
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().slots.length).toBeGreaterThan(0);

    // Named on no service while every service names someone else: listed, with the reason.
    const color = await addService(t.app, biz.cookie, {
      name: 'Color',
      duration: 60,
      staffIds: [biz.ownerStaffId],
    });
    await call('PUT', `/api/services/${service.id}`, { staffIds: [biz.ownerStaffId] });
    expect(color.id).toBeGreaterThan(0);
    expect(await notBookable()).toEqual([{ staffId: noor, name: 'Noor Haddad', reasons: ['noServices'] }]);
  });
});

/** The next date (UTC calendar) that falls on this weekday, at least a day ahead. */
function nextWeekday(day: number): string {
  const d = new Date(Date.now() + 86_400_000);
  while (d.getUTCDay() !== day) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
