import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, outbox } from '../../db/schema/index';
import { booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';
import { expireWaitlistHolds } from '../waitlist-holds/offer';
import { fullDay } from './waitlist-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

// Each call from an address of its own, as many clients would: the public routes are limited per address.
const publicCall = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: uniqueClientAddress(), ...(payload ? { payload } : {}) });
const offersTo = (to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'waitlist_offer'), eq(outbox.recipient, to)));

describe('joining the waitlist of a full day', () => {
  it('takes a client once per service and day, only when the day has no free time', async () => {
    const f = await fullDay(t);
    const joined = await f.join('ada@example.com', { earliestTime: '08:00', latestTime: '12:00' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{30,}$/),
      entry: {
        status: 'waiting',
        serviceName: 'Massage',
        date: f.day,
        timezone: 'UTC',
        earliestTime: '08:00',
        latestTime: '12:00',
        hold: null,
      },
    });
    const again = await f.join('ADA@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You're already on the waitlist for this day");

    const openDay = await f.join('ada@example.com', { date: daysAhead(6) });
    expect(openDay.statusCode).toBe(409);
    expect(openDay.json().message).toBe('This day still has free times; please choose one of them');

    const past = await f.join('ada@example.com', { date: daysAhead(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'date', message: 'Please choose a time in the future' }]);

    const bad = await f.join('nope', { clientName: ' ', earliestTime: '12:00', latestTime: '09:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'clientName', message: 'Name is required' },
        { path: 'clientEmail', message: 'Valid email is required' },
      ]),
    );
    const window = await f.join('win@example.com', { earliestTime: '12:00', latestTime: '09:00' });
    expect(window.json().errors).toEqual([
      { path: 'latestTime', message: 'The latest start must be after the earliest' },
    ]);
    expect((await publicCall('POST', '/api/public/businesses/999999999/waitlist', {})).statusCode).toBe(400);
  });
});

describe('a freed time', () => {
  it('is held 15 minutes for the first matching client, whom it emails; nobody else can take it', async () => {
    const f = await fullDay(t);
    const ada = (await f.join('ada@example.com')).json().token;
    const bob = (await f.join('bob@example.com')).json().token;
    expect((await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );

    const status = (await publicCall('GET', `/api/public/waitlist/${ada}`)).json();
    expect(status).toMatchObject({
      status: 'offered',
      hold: { date: f.day, startTime: '10:00', endTime: '11:00', staffName: 'Olivia Owner' },
    });
    const minutesLeft = (Date.parse(status.hold.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expect((await publicCall('GET', `/api/public/waitlist/${bob}`)).json()).toMatchObject({
      status: 'waiting',
      hold: null,
    });
    const [mail] = await offersTo('ada@example.com');
    expect(mail?.subject).toMatch(/^A time opened up at /);
    const link = mail?.body.match(/\/waitlist\/([A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeDefined();
    expect(await offersTo('bob@example.com')).toHaveLength(0);

    // Held: not offered on the booking page, refused to the public and to the front desk.
    const slots = await publicCall(
      'GET',
      `/api/public/businesses/${f.biz.user.businessSlug}/slots?serviceId=${f.service.id}&date=${f.day}`,
    );
    expect(slots.json().slots).toEqual([]);
    const sneak = await publicCall('POST', `/api/public/businesses/${f.biz.user.businessSlug}/appointments`, {
      ...booking(f.service.id, { date: f.day, startTime: '10:00', clientEmail: 'sneak@example.com' }),
    });
    expect(sneak.statusCode).toBe(409);
    const desk = await f.as(
      'POST',
      '/api/appointments',
      booking(f.service.id, { date: f.day, startTime: '10:00', staffId: f.biz.ownerStaffId }),
    );
    expect(desk.statusCode).toBe(409);

    // The emailed link books it, once.
    const booked = await publicCall('POST', `/api/public/waitlist/${link}/book`);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      date: f.day,
      startTime: '10:00',
      endTime: '11:00',
      serviceName: 'Massage',
    });
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().appointmentId));
    expect(row).toMatchObject({ status: 'pending', source: 'online', staffId: f.biz.ownerStaffId });
    const twice = await publicCall('POST', `/api/public/waitlist/${ada}/book`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This held time is no longer available');
    expect((await publicCall('GET', `/api/public/waitlist/${ada}`)).json().status).toBe('booked');
  });

  it('goes to the next client when a hold expires, and is free again when nobody is left', async () => {
    const f = await fullDay(t, 7);
    const ada = (await f.join('ada@example.com')).json().token;
    const bob = (await f.join('bob@example.com')).json().token;
    await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' });
    expect((await publicCall('GET', `/api/public/waitlist/${ada}`)).json().status).toBe('offered');

    expect(await expireWaitlistHolds(t.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await publicCall('GET', `/api/public/waitlist/${ada}`)).json().status).toBe('expired');
    expect((await publicCall('POST', `/api/public/waitlist/${ada}/book`)).statusCode).toBe(409);
    expect((await publicCall('GET', `/api/public/waitlist/${bob}`)).json()).toMatchObject({
      status: 'offered',
      hold: { startTime: '10:00' },
    });
    expect(await offersTo('bob@example.com')).toHaveLength(1);

    // Bob leaves: the time is nobody's, and the booking page offers it again.
    expect((await publicCall('DELETE', `/api/public/waitlist/${bob}`)).statusCode).toBe(204);
    expect((await publicCall('GET', `/api/public/waitlist/${bob}`)).json().status).toBe('left');
    const slots = await publicCall(
      'GET',
      `/api/public/businesses/${f.biz.user.businessSlug}/slots?serviceId=${f.service.id}&date=${f.day}`,
    );
    expect(slots.json().slots.map((s: { startTime: string }) => s.startTime)).toEqual(['10:00']);
  });

  it('skips a client whose window the freed time misses, and is offered on a move or a deletion too', async () => {
    const f = await fullDay(t, 9);
    const lateJoin = await f.join('late@example.com', { earliestTime: '14:00' });
    expect(lateJoin.statusCode, lateJoin.body).toBe(201);
    const late = lateJoin.json().token;
    const early = (await f.join('early@example.com', { latestTime: '10:00' })).json().token;
    expect((await f.as('DELETE', `/api/appointments/${f.takenId}`)).statusCode).toBe(204);
    expect((await publicCall('GET', `/api/public/waitlist/${late}`)).json().status).toBe('waiting');
    expect((await publicCall('GET', `/api/public/waitlist/${early}`)).json().status).toBe('offered');
  });
});

describe("the front desk's waitlist", () => {
  it("lists a day's entries with their holds and takes someone off, within the business only", async () => {
    const f = await fullDay(t, 11);
    await f.join('ada@example.com', { clientPhone: '555-010-0100' });
    await f.join('bob@example.com');
    await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' });
    const list = await f.as('GET', `/api/waitlist?date=${f.day}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      {
        clientEmail: 'ada@example.com',
        status: 'offered',
        service: { name: 'Massage' },
        hold: { startTime: '10:00' },
      },
      { clientEmail: 'bob@example.com', status: 'waiting', hold: null },
    ]);
    const [adaEntry, bobEntry] = list.json();

    const other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${adaEntry.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist?date=${f.day}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual([]);

    // Taking Ada off hands her held time to Bob.
    expect((await f.as('DELETE', `/api/waitlist/${adaEntry.id}`)).statusCode).toBe(204);
    expect((await f.as('GET', `/api/waitlist?date=${f.day}`)).json()).toMatchObject([
      { id: adaEntry.id, status: 'removed' },
      { id: bobEntry.id, status: 'offered', hold: { startTime: '10:00' } },
    ]);
    expect((await f.as('GET', '/api/waitlist?date=someday')).json().errors).toEqual([
      { path: 'date', message: 'Please select a date' },
    ]);
    expect((await publicCall('GET', `/api/waitlist?date=${f.day}`)).statusCode).toBe(401);
    expect((await publicCall('GET', '/api/public/waitlist/not-a-real-token-at-all-123')).statusCode).toBe(
      404,
    );
  });
});
