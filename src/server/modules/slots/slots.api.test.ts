import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments } from '../../db/schema/index';
import { addDays, dayOfWeek } from '../../lib/time';
import { findSlots } from './repository';
import {
  addService,
  addStaff,
  booking,
  daysAhead,
  nextDstChange,
  type SchedulingBusiness,
  schedulingBusiness,
} from './scheduling-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const slotsOf = async (biz: SchedulingBusiness, serviceId: number, date: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${serviceId}&date=${date}${extra}`,
    remoteAddress: `10.1.${biz.businessId % 250}.${serviceId % 250}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    date: string;
    timezone: string;
    slots: { startTime: string; endTime: string; staffIds: number[] }[];
  };
};

/** The default day's 30-minute starts, 09:00 to 17:30, before any window is set. */
const DAY_HALF_HOURS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
];

const starts = (r: { slots: { startTime: string }[] }) => r.slots.map((s) => s.startTime);

const window = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/availability', headers: { cookie }, payload: body });

describe('slots', () => {
  it('offers 09:00 to 17:30 every 30 minutes before any window is set, with the owner as the one staff member', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const result = await slotsOf(biz, service.id, daysAhead(7, 'America/New_York'));
    expect(result.timezone).toBe('America/New_York');
    expect(starts(result)).toEqual(DAY_HALF_HOURS);
    expect(result.slots[0]).toEqual({ startTime: '09:00', endTime: '09:30', staffIds: [biz.ownerStaffId] });
  });

  it('keeps the whole service inside a window and clear of appointments and blocked time', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Europe/Paris' });
    const second = await addStaff(t.db, biz.businessId);
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const day = daysAhead(8, 'Europe/Paris');
    expect(
      (
        await window(biz.cookie, {
          staffId: biz.ownerStaffId,
          dayOfWeek: dayOfWeek(day),
          startTime: '09:00',
          endTime: '12:00',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await window(biz.cookie, {
          staffId: second,
          dayOfWeek: dayOfWeek(day),
          startTime: '10:00',
          endTime: '12:00',
        })
      ).statusCode,
    ).toBe(201);
    let result = await slotsOf(biz, service.id, day);
    expect(result.slots).toEqual([
      { startTime: '09:00', endTime: '10:00', staffIds: [biz.ownerStaffId] },
      { startTime: '09:30', endTime: '10:30', staffIds: [biz.ownerStaffId] },
      { startTime: '10:00', endTime: '11:00', staffIds: [biz.ownerStaffId, second] },
      { startTime: '10:30', endTime: '11:30', staffIds: [biz.ownerStaffId, second] },
      { startTime: '11:00', endTime: '12:00', staffIds: [biz.ownerStaffId, second] },
    ]);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(service.id, { date: day, startTime: '10:00', staffId: second }),
    });
    expect(booked.statusCode).toBe(201);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-times',
      headers: { cookie: biz.cookie },
      payload: {
        date: day,
        startTime: '09:00',
        endTime: '09:30',
        staffId: null,
        reason: 'Team meeting',
      },
    });
    expect(blocked.statusCode).toBe(201);
    result = await slotsOf(biz, service.id, day);
    expect(result.slots).toEqual([
      { startTime: '09:30', endTime: '10:30', staffIds: [biz.ownerStaffId] },
      { startTime: '10:00', endTime: '11:00', staffIds: [biz.ownerStaffId] },
      { startTime: '10:30', endTime: '11:30', staffIds: [biz.ownerStaffId] },
      { startTime: '11:00', endTime: '12:00', staffIds: [biz.ownerStaffId, second] },
    ]);
    expect(starts(await slotsOf(biz, service.id, day, `&staffId=${second}`))).toEqual(['11:00']);

    // Cancelling frees the slot again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booked.json().id}`,
      headers: { cookie: biz.cookie },
      payload: { status: 'cancelled' },
    });
    expect((await slotsOf(biz, service.id, day, `&staffId=${second}`)).slots.length).toBe(3);
  });

  it('offers only the staff who perform the service', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const colorist = await addStaff(t.db, biz.businessId, 'Cora');
    const service = await addService(t.app, biz.cookie, { duration: 30, staffIds: [colorist] });
    const result = await slotsOf(biz, service.id, daysAhead(5));
    expect(result.slots.length).toBeGreaterThan(0);
    expect(new Set(result.slots.flatMap((s) => s.staffIds))).toEqual(new Set([colorist]));
  });

  it('never offers a time in the past', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const now = new Date('2027-05-03T12:10:00Z');
    const found = await findSlots(t.db, {
      businessId: biz.businessId,
      serviceId: service.id,
      date: '2027-05-03',
      now,
    });
    expect(found?.slots.map((s) => s.startTime)).toEqual(
      DAY_HALF_HOURS.slice(DAY_HALF_HOURS.indexOf('12:30')),
    );
    expect((await slotsOf(biz, service.id, '2020-01-06')).slots).toEqual([]);
  });

  it('answers 404 for an unknown business and 400 for a service of another business', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const other = await schedulingBusiness(t.app, t.db);
    const theirs = await addService(t.app, other.cookie);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/no-such-salon/slots?serviceId=${theirs.id}&date=${daysAhead(5)}`,
    });
    expect(unknown.statusCode).toBe(404);
    // A business made after slugs has no numbered link.
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${other.businessId}/slots?serviceId=${theirs.id}&date=${daysAhead(5)}`,
    });
    expect(byNumber.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=${theirs.id}&date=${daysAhead(5)}`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Service not found');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${biz.user.businessSlug}/slots?serviceId=&date=soon`,
    });
    expect(bad.json().errors).toEqual([
      { path: 'serviceId', message: 'Please select a service' },
      { path: 'date', message: 'Please select a date' },
    ]);
  });
});

describe('slots on DST days', () => {
  // The zones' next changes, so these days never fall into the past.
  const spring = nextDstChange('America/New_York', 'forward').date;
  const fall = nextDstChange('America/New_York', 'back').date;

  it('New York: 46 half-hours on the March change day, 48 starts (01:00 once) on the 25-hour November one', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    for (const day of new Set([spring, addDays(spring, 1), fall].map(dayOfWeek))) {
      await window(biz.cookie, {
        staffId: biz.ownerStaffId,
        dayOfWeek: day,
        startTime: '00:00',
        endTime: '24:00',
      });
    }
    const short = await slotsOf(biz, service.id, spring);
    expect(short.slots).toHaveLength(46);
    expect(starts(short)).not.toContain('02:00');
    expect(starts(short)).not.toContain('02:30');
    expect(short.slots.find((s) => s.startTime === '01:30')?.endTime).toBe('03:00');
    const long = await slotsOf(biz, service.id, fall);
    expect(long.slots).toHaveLength(48);
    expect(starts(long).filter((s) => s === '01:00')).toHaveLength(1);
    // The day after the spring change: a full day again.
    expect((await slotsOf(biz, service.id, addDays(spring, 1))).slots).toHaveLength(48);
  });

  it('books 09:00 local at 14:00Z/13:00Z around the March change and 13:00Z/14:00Z around the November one', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'enterprise' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    for (const [date, utc] of [
      [addDays(spring, -1), '14:00'],
      [addDays(spring, 1), '13:00'],
      [addDays(fall, -1), '13:00'],
      [addDays(fall, 1), '14:00'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
        remoteAddress: `10.9.${date.slice(-2)}.${date.slice(5, 7)}`,
        payload: booking(service.id, { date, startTime: '09:00' }),
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        date,
        startTime: '09:00',
        endTime: '10:00',
        timezone: 'America/New_York',
      });
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, created.json().id));
      expect(row?.startsAt.toISOString()).toBe(`${date}T${utc}:00.000Z`);
      const after = await slotsOf(biz, service.id, date);
      expect(starts(after)).not.toContain('09:00');
      expect(starts(after)).not.toContain('08:30');
      expect(starts(after)).toContain('10:00');
    }
  });

  it('Sydney: books 09:00 on each side of the April change at 22:00Z, then 23:00Z the day before', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Australia/Sydney', tier: 'enterprise' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    // The clocks go back from 03:00 AEDT (UTC+11) to 02:00 AEST (UTC+10) early on this Sunday.
    const change = nextDstChange('Australia/Sydney', 'back').date;
    expect(starts(await slotsOf(biz, service.id, addDays(change, -1)))).toEqual(
      starts(await slotsOf(biz, service.id, change)),
    );
    for (const [date, utc] of [
      [addDays(change, -1), `${addDays(change, -2)}T22:00:00.000Z`],
      [change, `${addDays(change, -1)}T23:00:00.000Z`],
      [addDays(change, 1), `${change}T23:00:00.000Z`],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
        remoteAddress: `10.8.${date.slice(-2)}.${date.slice(5, 7)}`,
        payload: booking(service.id, { date, startTime: '09:00' }),
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ date, startTime: '09:00', endTime: '09:30' });
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, created.json().id));
      expect(row?.startsAt.toISOString()).toBe(utc);
      const after = starts(await slotsOf(biz, service.id, date));
      expect(after).not.toContain('09:00');
      expect(after).toContain('09:30');
    }
    // At 09:00 AEST on the change day, 09:00 is no longer in the future.
    const atNine = await findSlots(t.db, {
      businessId: biz.businessId,
      serviceId: service.id,
      date: change,
      now: new Date(`${addDays(change, -1)}T23:00:00Z`),
    });
    expect(atNine?.slots[0]?.startTime).toBe('09:30');
  });
});
