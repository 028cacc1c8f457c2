import { beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal } from '../../lib/time';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

/**
 * What the calendar's day view sends: dragging a block to another time or staff member's column is a PUT
 * of { date, startTime, staffId }; dragging its bottom edge is a PUT of { durationMinutes }. Both go
 * through the same rules as any change (the exclusion constraint, blocked time, the member's scope).
 */
const { t, biz } = schedulingBusinessTestApp({ tier: 'premium', timezone: 'Europe/Berlin' });
let service: { id: number };
let second: number;
const day = daysAhead(12);

beforeAll(async () => {
  service = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60 });
  second = await addStaff(t.db, biz.businessId, 'Noor');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
const book = async (overrides: Record<string, unknown>) => {
  const response = await call('POST', '/api/appointments', booking(service.id, { date: day, ...overrides }));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; staffId: number; startTime: string; endTime: string };
};
const change = (id: number, body: object) => call('PUT', `/api/appointments/${id}`, body);
const current = async (id: number) => (await call('GET', `/api/appointments/${id}`)).json();

describe('dragging an appointment in the day view', () => {
  it("moves to another staff member's column and time, keeping a resized length", async () => {
    const moving = await book({ startTime: '09:00', staffId: biz.ownerStaffId });
    const longer = await change(moving.id, { durationMinutes: 90 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ startTime: '09:00', endTime: '10:30', staffId: biz.ownerStaffId });

    const moved = await change(moving.id, { date: day, startTime: '13:15', staffId: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      date: day,
      startTime: '13:15',
      endTime: '14:45',
      staffId: second,
      staff: { id: second, firstName: 'Noor' },
    });
  });

  it('answers 409 with the conflict message when the drop lands on another appointment, and changes nothing', async () => {
    const there = await book({ startTime: '16:00', staffId: second, clientEmail: 'there@example.com' });
    const moving = await book({ startTime: '16:00', staffId: biz.ownerStaffId });
    const onto = await change(moving.id, { date: day, startTime: '16:30', staffId: second });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe('This time slot is no longer available');
    expect(await current(moving.id)).toMatchObject({
      startTime: '16:00',
      endTime: '17:00',
      staffId: biz.ownerStaffId,
    });
    expect(await current(there.id)).toMatchObject({ startTime: '16:00', staffId: second });
  });

  it("answers 400 naming the field when the column's staff member doesn't offer the service", async () => {
    const nails = await addStaff(t.db, biz.businessId, 'Mei');
    await call('PUT', `/api/services/${service.id}`, { staffIds: [biz.ownerStaffId, second] });
    const moving = await book({
      startTime: '11:00',
      staffId: biz.ownerStaffId,
      clientEmail: 'nails@example.com',
    });
    const response = await change(moving.id, { date: day, startTime: '11:00', staffId: nails });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'staffId', message: "This staff member doesn't offer this service" },
    ]);
    const stranger = await change(moving.id, { date: day, startTime: '11:00', staffId: 2_000_000_000 });
    expect(stranger.json().errors).toEqual([{ path: 'staffId', message: 'Staff member not found' }]);
    expect(await current(moving.id)).toMatchObject({ staffId: biz.ownerStaffId, startTime: '11:00' });
  });
});

describe("dragging an appointment's bottom edge", () => {
  it('shortens and lengthens it, and 409s when the new end runs into the next appointment or blocked time', async () => {
    const date = daysAhead(13);
    const first = await book({ date, startTime: '10:00', staffId: biz.ownerStaffId });
    await book({ date, startTime: '12:00', staffId: biz.ownerStaffId, clientEmail: 'next@example.com' });

    const shorter = await change(first.id, { durationMinutes: 45 });
    expect(shorter.json()).toMatchObject({ startTime: '10:00', endTime: '10:45' });
    const upToNext = await change(first.id, { durationMinutes: 120 });
    expect(upToNext.statusCode).toBe(200);
    expect(upToNext.json().endTime).toBe('12:00');

    const intoNext = await change(first.id, { durationMinutes: 135 });
    expect(intoNext.statusCode).toBe(409);
    expect(intoNext.json().message).toBe('This time slot is no longer available');
    expect((await current(first.id)).endTime).toBe('12:00');

    const lunch = await call('POST', '/api/blocked-times', {
      date,
      startTime: '14:00',
      endTime: '15:00',
      staffId: second,
    });
    expect(lunch.statusCode).toBe(201);
    const theirs = await book({ date, startTime: '13:00', staffId: second, clientEmail: 'late@example.com' });
    const intoLunch = await change(theirs.id, { durationMinutes: 90 });
    expect(intoLunch.statusCode).toBe(409);
    expect((await current(theirs.id)).endTime).toBe('14:00');
  });

  it('refuses a length that is not 5 minutes to 12 hours in 5-minute steps, naming the field', async () => {
    const one = await book({ date: daysAhead(14), startTime: '09:00' });
    for (const durationMinutes of [0, 7, 725, -15, '60', 12.5]) {
      const response = await change(one.id, { durationMinutes });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          path: 'durationMinutes',
          message: 'Length must be between 5 minutes and 12 hours, in 5-minute steps',
        },
      ]);
    }
    expect((await current(one.id)).endTime).toBe('10:00');
  });

  it('lets an appointment already under way run longer without calling its start past', async () => {
    const now = new Date();
    const started = instantToLocal(new Date(now.getTime() - 20 * 60_000), 'Europe/Berlin');
    const underWay = await call(
      'POST',
      '/api/appointments',
      booking(service.id, {
        date: started.date,
        startTime: started.time,
        staffId: second,
        allowPast: true,
        clientEmail: 'now@example.com',
      }),
    );
    expect(underWay.statusCode).toBe(201);
    const longer = await change(underWay.json().id, { durationMinutes: 75 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().startTime).toBe(started.time);

    // Moving it is a new start, which is held to the future as any reschedule is.
    const back = await change(underWay.json().id, { date: started.date, startTime: started.time });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('Please choose a time in the future');
  });

  it("is refused on another business's appointment", async () => {
    const other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const one = await book({ date: daysAhead(15), startTime: '11:00' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${one.id}`,
      headers: { cookie: other.cookie },
      payload: { durationMinutes: 30 },
    });
    expect(response.statusCode).toBe(404);
    expect((await current(one.id)).endTime).toBe('12:00');
  });
});
