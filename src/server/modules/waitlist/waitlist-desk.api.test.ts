import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { availabilityWindows, outbox } from '../../db/schema/index';
import { daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';
import { fullDay } from './waitlist-fixtures';

/**
 * Issue 33: the front desk puts a caller on a day's waitlist ("Add to waitlist" on the day view), and a day
 * nobody works offers no waitlist, at the desk or on the booking page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('adding a caller to the waitlist at the front desk', () => {
  it('lists them for the day, offers them a freed time by email, and refuses them twice', async () => {
    const f = await fullDay(t);
    const add = (body: object) =>
      f.as('POST', '/api/waitlist', {
        serviceId: f.service.id,
        date: f.day,
        clientName: 'Cal Caller',
        clientEmail: 'Cal@Example.com',
        ...body,
      });
    const added = await add({ clientPhone: '(555) 010-4422', earliestTime: '09:00', latestTime: '12:00' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'waiting',
      date: f.day,
      clientName: 'Cal Caller',
      clientEmail: 'cal@example.com',
      clientPhone: '(555) 010-4422',
      service: { id: f.service.id, name: 'Massage' },
      earliestTime: '09:00',
      latestTime: '12:00',
      hold: null,
    });
    const listed = (await f.as('GET', `/api/waitlist?date=${f.day}`)).json();
    expect(listed.map((e: { clientName: string }) => e.clientName)).toEqual(['Cal Caller']);

    const twice = await add({});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This client is already on the waitlist for this day');

    // The booked hour is cancelled: the caller is offered it by email, with a link of their own.
    expect((await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const offers = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'waitlist_offer'), eq(outbox.recipient, 'cal@example.com')));
    expect(offers).toHaveLength(1);
    expect(offers[0]?.body).toMatch(/\/waitlist\/[A-Za-z0-9_-]{30,}/);
  });

  it('takes a day that still has free times, but not a past day, an unknown service or bad input', async () => {
    const f = await fullDay(t);
    const add = (body: object) =>
      f.as('POST', '/api/waitlist', {
        serviceId: f.service.id,
        date: daysAhead(6),
        clientName: 'Open Day',
        clientEmail: 'open@example.com',
        ...body,
      });
    expect((await add({})).statusCode).toBe(201);
    const past = await add({ date: daysAhead(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'date', message: 'Please choose a time in the future' }]);
    const unknown = await add({ serviceId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'serviceId', message: 'Service not found' }]);
    const bad = await add({ clientName: '', clientEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'clientName', message: 'Name is required' },
        { path: 'clientEmail', message: 'Valid email is required' },
      ]),
    );
  });

  it("is refused without the plan's front desk", async () => {
    const free = await schedulingBusiness(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: free.cookie },
      payload: {
        serviceId: 1,
        date: daysAhead(3),
        clientName: 'No Plan',
        clientEmail: 'no-plan@example.com',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a closed day', () => {
  it('offers no waitlist at the desk or on the booking page', async () => {
    const f = await fullDay(t);
    // Hours on every weekday but the full day's: that weekday, nobody works.
    const closedDow = new Date(`${f.day}T12:00:00Z`).getUTCDay();
    await t.db.insert(availabilityWindows).values(
      [0, 1, 2, 3, 4, 5, 6]
        .filter((d) => d !== closedDow)
        .map((dayOfWeek) => ({
          businessId: f.biz.businessId,
          staffId: f.biz.ownerStaffId,
          dayOfWeek,
          startTime: '09:00',
          endTime: '17:00',
          timezone: 'UTC',
        })),
    );
    const slotsOf = async (date: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/businesses/${f.biz.user.businessSlug}/slots?serviceId=${f.service.id}&date=${date}`,
        })
      ).json();
    expect(await slotsOf(f.day)).toEqual({ date: f.day, timezone: 'UTC', slots: [], closed: true });
    const open = daysAhead(6);
    expect((await slotsOf(open)).closed).toBeUndefined();
    const publicJoin = await f.join('closed@example.com');
    expect(publicJoin.statusCode).toBe(409);
    expect(publicJoin.json().message).toBe('We’re closed on this day');
    const desk = await f.as('POST', '/api/waitlist', {
      serviceId: f.service.id,
      date: f.day,
      clientName: 'Closed Day',
      clientEmail: 'closed@example.com',
    });
    expect(desk.statusCode).toBe(409);
    expect(desk.json().message).toBe('We’re closed on this day');
    // The next day is open and still takes the desk's caller.
    const openDesk = await f.as('POST', '/api/waitlist', {
      serviceId: f.service.id,
      date: open,
      clientName: 'Open Day',
      clientEmail: 'closed@example.com',
    });
    expect(openDesk.statusCode).toBe(201);
  });
});
