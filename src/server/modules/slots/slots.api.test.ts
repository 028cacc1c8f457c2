import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { findSlots } from './repository';
import { addService, addStaff, booking, schedulingBusiness } from './scheduling-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const slotsOf = async (businessId: number, serviceId: number, date: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/businesses/${businessId}/slots?serviceId=${serviceId}&date=${date}${extra}`,
    remoteAddress: `10.1.${businessId % 250}.${serviceId % 250}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    date: string;
    timezone: string;
    slots: { startTime: string; endTime: string; staffIds: number[] }[];
  };
};

const starts = (r: { slots: { startTime: string }[] }) => r.slots.map((s) => s.startTime);

const window = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/availability', headers: { cookie }, payload: body });

describe('slots', () => {
  it('offers 09:00 to 17:30 every 30 minutes before any window is set, with the owner as the one staff member', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const result = await slotsOf(biz.businessId, service.id, '2027-03-16');
    expect(result.timezone).toBe('America/New_York');
    expect(starts(result)).toEqual([
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
    ]);
    expect(result.slots[0]).toEqual({ startTime: '09:00', endTime: '09:30', staffIds: [biz.ownerStaffId] });
  });

  it('keeps the whole service inside a window and clear of appointments and blocked time', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Europe/Paris' });
    const second = await addStaff(t.db, biz.businessId);
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    // 2027-03-16 is a Tuesday.
    expect(
      (
        await window(biz.cookie, {
          staffId: biz.ownerStaffId,
          dayOfWeek: 2,
          startTime: '09:00',
          endTime: '12:00',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await window(biz.cookie, { staffId: second, dayOfWeek: 2, startTime: '10:00', endTime: '12:00' }))
        .statusCode,
    ).toBe(201);
    let result = await slotsOf(biz.businessId, service.id, '2027-03-16');
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
      payload: booking(service.id, { date: '2027-03-16', startTime: '10:00', staffId: second }),
    });
    expect(booked.statusCode).toBe(201);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-times',
      headers: { cookie: biz.cookie },
      payload: {
        date: '2027-03-16',
        startTime: '09:00',
        endTime: '09:30',
        staffId: null,
        reason: 'Team meeting',
      },
    });
    expect(blocked.statusCode).toBe(201);
    result = await slotsOf(biz.businessId, service.id, '2027-03-16');
    expect(result.slots).toEqual([
      { startTime: '09:30', endTime: '10:30', staffIds: [biz.ownerStaffId] },
      { startTime: '10:00', endTime: '11:00', staffIds: [biz.ownerStaffId] },
      { startTime: '10:30', endTime: '11:30', staffIds: [biz.ownerStaffId] },
      { startTime: '11:00', endTime: '12:00', staffIds: [biz.ownerStaffId, second] },
    ]);
    expect(starts(await slotsOf(biz.businessId, service.id, '2027-03-16', `&staffId=${second}`))).toEqual([
      '11:00',
    ]);

    // Cancelling frees the slot again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booked.json().id}`,
      headers: { cookie: biz.cookie },
      payload: { status: 'cancelled' },
    });
    expect((await slotsOf(biz.businessId, service.id, '2027-03-16', `&staffId=${second}`)).slots.length).toBe(
      3,
    );
  });

  it('offers only the staff who perform the service', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const colorist = await addStaff(t.db, biz.businessId, 'Cora');
    const service = await addService(t.app, biz.cookie, { duration: 30, staffIds: [colorist] });
    const result = await slotsOf(biz.businessId, service.id, '2027-05-03');
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
    expect(found?.slots.map((s) => s.startTime)).toEqual([
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
    ]);
    expect((await slotsOf(biz.businessId, service.id, '2020-01-06')).slots).toEqual([]);
  });

  it('answers 404 for an unknown business and 400 for a service of another business', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const other = await schedulingBusiness(t.app, t.db);
    const theirs = await addService(t.app, other.cookie);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/999999/slots?serviceId=${theirs.id}&date=2027-05-03`,
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${biz.businessId}/slots?serviceId=${theirs.id}&date=2027-05-03`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Service not found');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${biz.businessId}/slots?serviceId=&date=soon`,
    });
    expect(bad.json().errors).toEqual([
      { path: 'serviceId', message: 'Please select a service' },
      { path: 'date', message: 'Please select a date' },
    ]);
  });
});

describe('slots on DST days', () => {
  it('New York: 46 half-hours on 14 March 2027, 48 starts (01:00 once) on the 25-hour 7 November 2027', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    for (const day of [0, 1]) {
      await window(biz.cookie, {
        staffId: biz.ownerStaffId,
        dayOfWeek: day,
        startTime: '00:00',
        endTime: '24:00',
      });
    }
    const spring = await slotsOf(biz.businessId, service.id, '2027-03-14');
    expect(spring.slots).toHaveLength(46);
    expect(starts(spring)).not.toContain('02:00');
    expect(starts(spring)).not.toContain('02:30');
    expect(spring.slots.find((s) => s.startTime === '01:30')?.endTime).toBe('03:00');
    const fall = await slotsOf(biz.businessId, service.id, '2027-11-07');
    expect(fall.slots).toHaveLength(48);
    expect(starts(fall).filter((s) => s === '01:00')).toHaveLength(1);
    // Monday after the spring change: a full day again.
    expect((await slotsOf(biz.businessId, service.id, '2027-03-15')).slots).toHaveLength(48);
  });

  it('books 09:00 local at 13:00Z after the March change and 14:00Z after the November one', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'enterprise' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const { appointments } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    for (const [date, utc] of [
      ['2027-03-13', '2027-03-13T14:00:00.000Z'],
      ['2027-03-15', '2027-03-15T13:00:00.000Z'],
      ['2027-11-05', '2027-11-05T13:00:00.000Z'],
      ['2027-11-08', '2027-11-08T14:00:00.000Z'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${biz.businessId}/appointments`,
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
      expect(row?.startsAt.toISOString()).toBe(utc);
      const after = await slotsOf(biz.businessId, service.id, date);
      expect(starts(after)).not.toContain('09:00');
      expect(starts(after)).not.toContain('08:30');
      expect(starts(after)).toContain('10:00');
    }
  });

  it('Sydney: a booking across the April change keeps its local time', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Australia/Sydney' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const before = await slotsOf(biz.businessId, service.id, '2027-04-03');
    const after = await slotsOf(biz.businessId, service.id, '2027-04-04');
    expect(starts(before)).toEqual(starts(after));
    const { findSlots: query } = await import('./repository');
    // 09:00 AEDT on 3 April is 22:00Z on 2 April; 09:00 AEST on 4 April is 23:00Z on 3 April.
    const justAfterNine = await query(t.db, {
      businessId: biz.businessId,
      serviceId: service.id,
      date: '2027-04-04',
      now: new Date('2027-04-03T23:00:00Z'),
    });
    expect(justAfterNine?.slots[0]?.startTime).toBe('09:30');
  });
});
