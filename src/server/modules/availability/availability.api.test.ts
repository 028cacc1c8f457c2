import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, memberships } from '../../db/schema/index';
import { addDays } from '../../lib/time';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import {
  addService,
  addStaff,
  booking,
  nextDstChange,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';

const { t, a, b, call } = schedulingTestApp();

describe('timezone', () => {
  it('defaults to UTC and saves an IANA zone that slots then use', async () => {
    expect((await call('GET', '/api/timezone', a.cookie)).json()).toEqual({
      primaryTimezone: 'UTC',
      displayTimezone: 'UTC',
      autoDetectClientTimezone: true,
    });
    const saved = await call('PUT', '/api/timezone', a.cookie, {
      primaryTimezone: 'Europe/Berlin',
      autoDetectClientTimezone: false,
    });
    expect(saved.json()).toEqual({
      primaryTimezone: 'Europe/Berlin',
      displayTimezone: 'UTC',
      autoDetectClientTimezone: false,
    });
    expect((await call('GET', '/api/business', a.cookie)).json().timezone).toBe('Europe/Berlin');
    const bad = await call('PUT', '/api/timezone', a.cookie, { primaryTimezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown timezone');
  });
});

describe('changing the timezone', () => {
  it('keeps each appointment at its instant and rewrites its local date and times in the new zone', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const theirService = await addService(t.app, other.cookie, { duration: 60 });
    // Two weeks after New York's next autumn change it keeps EST; two weeks after the spring one, EDT.
    const winter = addDays(nextDstChange('America/New_York', 'back').date, 14);
    const summer = addDays(nextDstChange('America/New_York', 'forward').date, 14);
    const book = async (cookie: string, serviceId: number, date: string, startTime: string) => {
      const r = await call('POST', '/api/appointments', cookie, booking(serviceId, { date, startTime }));
      expect(r.statusCode).toBe(201);
      return r.json().id as number;
    };
    const morning = await book(biz.cookie, service.id, winter, '10:00');
    const small = await book(biz.cookie, service.id, winter, '02:00');
    const june = await book(biz.cookie, service.id, summer, '10:00');
    const theirs = await book(other.cookie, theirService.id, winter, '10:00');
    const read = async (id: number, cookie = biz.cookie) => {
      const item = (await call('GET', `/api/appointments/${id}`, cookie)).json();
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
      return {
        local: [item.date, item.startTime, item.endTime, item.timezone],
        startsAt: row?.startsAt.toISOString(),
      };
    };

    const moved = await call('PUT', '/api/timezone', biz.cookie, { primaryTimezone: 'America/New_York' });
    expect(moved.statusCode).toBe(200);
    expect(await read(morning)).toEqual({
      local: [winter, '05:00', '06:00', 'America/New_York'],
      startsAt: `${winter}T10:00:00.000Z`,
    });
    // 02:00Z is still the evening before in New York.
    expect(await read(small)).toEqual({
      local: [addDays(winter, -1), '21:00', '22:00', 'America/New_York'],
      startsAt: `${winter}T02:00:00.000Z`,
    });
    expect((await read(june)).local).toEqual([summer, '06:00', '07:00', 'America/New_York']);
    // Another business is untouched.
    expect((await read(theirs, other.cookie)).local).toEqual([winter, '10:00', '11:00', 'UTC']);

    // Lists by local date follow, and the instants still hold the slot in the new zone.
    const evening = await call(
      'GET',
      `/api/appointments?startDate=${addDays(winter, -1)}&endDate=${addDays(winter, -1)}`,
      biz.cookie,
    );
    expect(evening.json().map((x: { id: number }) => x.id)).toEqual([small]);
    const clash = await call(
      'POST',
      '/api/appointments',
      biz.cookie,
      booking(service.id, { date: winter, startTime: '05:30', clientEmail: 'clash@example.com' }),
    );
    expect(clash.statusCode).toBe(409);

    await call('PUT', '/api/timezone', biz.cookie, { primaryTimezone: 'Asia/Tokyo' });
    expect((await read(morning)).local).toEqual([winter, '19:00', '20:00', 'Asia/Tokyo']);
    expect(await read(small)).toEqual({
      local: [winter, '11:00', '12:00', 'Asia/Tokyo'],
      startsAt: `${winter}T02:00:00.000Z`,
    });
  });
});

describe('availability windows', () => {
  it('creates 09:00-17:00 active by default and checks the range with the spec messages', async () => {
    const created = await call('POST', '/api/availability', a.cookie, {
      staffId: a.ownerStaffId,
      dayOfWeek: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      staffId: a.ownerStaffId,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '17:00',
      isActive: true,
      timezone: 'Europe/Berlin',
    });
    const backwards = await call('POST', '/api/availability', a.cookie, {
      staffId: a.ownerStaffId,
      dayOfWeek: 1,
      startTime: '18:00',
      endTime: '10:00',
    });
    expect(backwards.json()).toEqual({
      message: 'Start time must be before end time',
      errors: [{ path: 'startTime', message: 'Start time must be before end time' }],
    });
    const endBefore = await call('PUT', `/api/availability/${created.json().id}`, a.cookie, {
      endTime: '08:00',
    });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().message).toBe('End time must be after start time');
    const updated = await call('PUT', `/api/availability/${created.json().id}`, a.cookie, {
      endTime: '12:00',
      isActive: false,
    });
    expect(updated.json()).toMatchObject({ startTime: '09:00', endTime: '12:00', isActive: false });
  });

  it("copies a day's windows to another day, replacing the target's", async () => {
    const staffId = a.ownerStaffId;
    await call('POST', '/api/availability', a.cookie, {
      staffId,
      dayOfWeek: 3,
      startTime: '08:00',
      endTime: '12:00',
    });
    await call('POST', '/api/availability', a.cookie, {
      staffId,
      dayOfWeek: 3,
      startTime: '13:00',
      endTime: '18:00',
    });
    await call('POST', '/api/availability', a.cookie, {
      staffId,
      dayOfWeek: 4,
      startTime: '10:00',
      endTime: '11:00',
    });
    const copied = await call('POST', '/api/availability/copy', a.cookie, { staffId, fromDay: 3, toDay: 4 });
    expect(
      copied.json().map((w: { startTime: string; endTime: string }) => `${w.startTime}-${w.endTime}`),
    ).toEqual(['08:00-12:00', '13:00-18:00']);
    const thursday = (await call('GET', `/api/availability?staffId=${staffId}`, a.cookie))
      .json()
      .filter((w: { dayOfWeek: number }) => w.dayOfWeek === 4);
    expect(thursday.map((w: { startTime: string }) => w.startTime)).toEqual(['08:00', '13:00']);
  });

  it("copies a day's windows to every other weekday at once, and refuses the day itself among them", async () => {
    const staffId = await addStaff(t.db, a.businessId, 'Wren');
    await call('POST', '/api/availability', a.cookie, {
      staffId,
      dayOfWeek: 1,
      startTime: '09:30',
      endTime: '16:00',
    });
    const copied = await call('POST', '/api/availability/copy', a.cookie, {
      staffId,
      fromDay: 1,
      toDays: [2, 3, 4, 5],
    });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().map((w: { dayOfWeek: number }) => w.dayOfWeek)).toEqual([2, 3, 4, 5]);
    const week = (await call('GET', `/api/availability?staffId=${staffId}`, a.cookie)).json() as {
      dayOfWeek: number;
      startTime: string;
      endTime: string;
    }[];
    for (const day of [1, 2, 3, 4, 5])
      expect(week.filter((w) => w.dayOfWeek === day).map((w) => `${w.startTime}-${w.endTime}`)).toEqual([
        '09:30-16:00',
      ]);
    const itself = await call('POST', '/api/availability/copy', a.cookie, {
      staffId,
      fromDay: 1,
      toDays: [1, 2],
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().errors).toEqual([{ path: 'toDay', message: 'Choose a different day to copy to' }]);
    const both = await call('POST', '/api/availability/copy', a.cookie, {
      staffId,
      fromDay: 1,
      toDay: 2,
      toDays: [3],
    });
    expect(both.statusCode).toBe(400);
  });

  it("answers 404 for another business's window and 400 for its staff", async () => {
    const theirs = await call('POST', '/api/availability', b.cookie, {
      staffId: b.ownerStaffId,
      dayOfWeek: 2,
    });
    expect(
      (await call('PUT', `/api/availability/${theirs.json().id}`, a.cookie, { isActive: false })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/availability/${theirs.json().id}`, a.cookie)).statusCode).toBe(404);
    const foreignStaff = await call('POST', '/api/availability', a.cookie, {
      staffId: b.ownerStaffId,
      dayOfWeek: 2,
    });
    expect(foreignStaff.json().message).toBe('Staff member not found');
    expect((await call('DELETE', `/api/availability/${theirs.json().id}`, b.cookie)).statusCode).toBe(204);
  });

  it('needs owner, admin or manager to write', async () => {
    await t.db.update(memberships).set({ role: 'manager' }).where(eq(memberships.businessId, b.businessId));
    expect(
      (await call('POST', '/api/availability', b.cookie, { staffId: b.ownerStaffId, dayOfWeek: 5 }))
        .statusCode,
    ).toBe(201);
    await t.db.update(memberships).set({ role: 'staff' }).where(eq(memberships.businessId, b.businessId));
    expect(
      (await call('POST', '/api/availability', b.cookie, { staffId: b.ownerStaffId, dayOfWeek: 5 }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/timezone', b.cookie, { primaryTimezone: 'UTC' })).statusCode).toBe(403);
    expect((await call('GET', '/api/availability', b.cookie)).statusCode).toBe(200);
    await t.db.update(memberships).set({ role: 'owner' }).where(eq(memberships.businessId, b.businessId));
  });
});

describe('blocked time', () => {
  it('stores a local interval, lists it by date and deletes it', async () => {
    const created = await call('POST', '/api/blocked-times', a.cookie, {
      date: '2027-07-01',
      startTime: '12:00',
      endTime: '24:00',
      reason: 'Staff party',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      staffId: null,
      date: '2027-07-01',
      startTime: '12:00',
      endTime: '24:00',
      startsAt: '2027-07-01T10:00:00.000Z',
      endsAt: '2027-07-01T22:00:00.000Z',
      reason: 'Staff party',
    });
    expect(
      (await call('GET', '/api/blocked-times?startDate=2027-07-01&endDate=2027-07-01', a.cookie)).json(),
    ).toHaveLength(1);
    expect(
      (await call('GET', '/api/blocked-times?startDate=2027-07-02&endDate=2027-07-03', a.cookie)).json(),
    ).toHaveLength(0);
    expect((await call('DELETE', `/api/blocked-times/${created.json().id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blocked-times/${created.json().id}`, a.cookie)).statusCode).toBe(204);
    const bad = await call('POST', '/api/blocked-times', a.cookie, {
      date: '2027-07-01',
      startTime: '13:00',
      endTime: '12:00',
    });
    expect(bad.json().message).toBe('Start time must be before end time');
  });
});
