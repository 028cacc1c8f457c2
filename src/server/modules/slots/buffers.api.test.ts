import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, clients } from '../../db/schema/index';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { dayOfWeek } from '../../lib/time';
import {
  addService,
  addStaff,
  booking,
  daysAhead,
  type SchedulingBusiness,
  schedulingBusiness,
} from './scheduling-fixtures';

// Buffer minutes per service: kept free for the staff member around an appointment, never part of the
// appointment's own times. Buffers keep appointments apart; the appointment itself must fit the hours and
// miss blocked time, its buffers may run into either.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

let address = 0;
const slotsOf = async (business: string, serviceId: number, date: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/businesses/${business}/slots?serviceId=${serviceId}&date=${date}`,
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { slots: { startTime: string }[] }).slots.map((s) => s.startTime);
};

const publicBook = (business: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${business}/appointments`,
    remoteAddress: `10.9.1.${++address}`,
    payload,
  });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A business whose only staff member is the owner, with a 60-minute colour (15 minutes either side) and a 30-minute trim. */
async function salon(): Promise<{
  biz: SchedulingBusiness;
  colour: { id: number };
  trim: { id: number };
}> {
  const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
  const colour = await addService(t.app, biz.cookie, {
    name: 'Colour',
    duration: 60,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
  });
  const trim = await addService(t.app, biz.cookie, { name: 'Trim', duration: 30 });
  return { biz, colour, trim };
}

describe('service buffers', () => {
  it('keep the gap between two buffered appointments from being offered or booked, on either channel', async () => {
    const { biz, colour, trim } = await salon();
    const day = daysAhead(30);

    const first = await publicBook(
      biz.user.businessSlug,
      booking(colour.id, { date: day, startTime: '10:00' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    // The client is told the appointment's own times, not the buffers.
    expect(first.json()).toMatchObject({ startTime: '10:00', endTime: '11:00', service: { duration: 60 } });
    // 11:30 is still offered for the colour: its setup (11:15) only touches the first one's cleanup end.
    expect(await slotsOf(biz.user.businessSlug, colour.id, day)).toContain('11:30');
    const second = await call('POST', '/api/appointments', biz.cookie, {
      ...booking(colour.id, { date: day, startTime: '11:30', clientEmail: 'bo@example.com' }),
      staffId: biz.ownerStaffId,
    });
    expect(second.statusCode, second.body).toBe(201);

    // Without buffers 11:00-11:30 would be free; 09:45-11:15 and 11:15-12:45 are now the owner's.
    const trims = await slotsOf(biz.user.businessSlug, trim.id, day);
    expect(trims).not.toContain('11:00');
    expect(trims).not.toContain('09:30');
    expect(trims).not.toContain('12:30');
    expect(trims).toContain('09:00');
    expect(trims).toContain('13:00');
    const colours = await slotsOf(biz.user.businessSlug, colour.id, day);
    expect(colours).not.toContain('12:30');
    expect(colours).toContain('13:00');

    const online = await publicBook(
      biz.user.businessSlug,
      booking(trim.id, { date: day, startTime: '11:00', clientEmail: 'cy@example.com' }),
    );
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe('This time slot is no longer available');
    // Staff may book outside the offered slots, but not into the buffers: the exclusion constraint refuses.
    for (const staffId of [biz.ownerStaffId, undefined]) {
      const desk = await call('POST', '/api/appointments', biz.cookie, {
        ...booking(trim.id, { date: day, startTime: '11:00', clientEmail: 'cy@example.com' }),
        ...(staffId ? { staffId } : {}),
      });
      expect(desk.statusCode).toBe(409);
      expect(desk.json().message).toBe('This time slot is no longer available');
    }

    // Another staff member is free then, and gets it.
    const other = await addStaff(t.db, biz.businessId);
    const assigned = await publicBook(
      biz.user.businessSlug,
      booking(trim.id, { date: day, startTime: '11:00', clientEmail: 'cy@example.com' }),
    );
    expect(assigned.statusCode, assigned.body).toBe(201);
    const seen = await call('GET', `/api/appointments/${assigned.json().id}`, biz.cookie);
    expect(seen.json().staffId).toBe(other);
  });

  it("don't show in the appointment's times, and stay as booked when the service's buffers change", async () => {
    const { biz, colour, trim } = await salon();
    const day = daysAhead(31);
    const created = await call('POST', '/api/appointments', biz.cookie, booking(colour.id, { date: day }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date: day,
      startTime: '10:00',
      endTime: '11:00',
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      service: { id: colour.id, duration: 60 },
    });
    const plain = await call('POST', '/api/appointments', biz.cookie, {
      ...booking(trim.id, { date: day, startTime: '14:00', clientEmail: 'di@example.com' }),
    });
    expect(plain.json()).toMatchObject({ startTime: '14:00', endTime: '14:30', bufferBeforeMinutes: 0 });

    const changed = await call('PUT', `/api/services/${colour.id}`, biz.cookie, {
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 45,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ bufferBeforeMinutes: 0, bufferAfterMinutes: 45 });

    const again = await call('GET', `/api/appointments/${created.json().id}`, biz.cookie);
    expect(again.json()).toMatchObject({
      startTime: '10:00',
      endTime: '11:00',
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    });
    const listed = await call('GET', `/api/appointments?startDate=${day}&endDate=${day}`, biz.cookie);
    expect(listed.json().map((a: { bufferAfterMinutes: number }) => a.bufferAfterMinutes)).toEqual([15, 0]);
    // The appointment keeps its own 15 minutes after (to 11:15): 11:30 is free, as it would not be with 45.
    const trims = await slotsOf(biz.user.businessSlug, trim.id, day);
    expect(trims).not.toContain('11:00');
    expect(trims).toContain('11:30');
  });

  it('may run into blocked time and outside the hours; the appointment itself may not', async () => {
    const { biz, colour } = await salon();
    const day = daysAhead(32);
    const windowed = await call('POST', '/api/availability', biz.cookie, {
      staffId: biz.ownerStaffId,
      dayOfWeek: dayOfWeek(day),
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(windowed.statusCode).toBe(201);
    const blocked = await call('POST', '/api/blocked-times', biz.cookie, {
      date: day,
      startTime: '11:00',
      endTime: '12:00',
      staffId: null,
      reason: 'Lunch',
    });
    expect(blocked.statusCode).toBe(201);
    // 09:00: setup from 08:45, before the window; 10:00: cleanup to 11:15, into the block. 10:30 would end in it.
    expect(await slotsOf(biz.user.businessSlug, colour.id, day)).toEqual(['09:00', '09:30', '10:00']);
    const booked = await publicBook(
      biz.user.businessSlug,
      booking(colour.id, { date: day, startTime: '10:00' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const into = await call('POST', '/api/appointments', biz.cookie, {
      ...booking(colour.id, { date: day, startTime: '10:30', clientEmail: 'ed@example.com' }),
      staffId: biz.ownerStaffId,
    });
    expect(into.statusCode).toBe(409);
  });

  it('are held by the exclusion constraint itself, on insert and on a move', async () => {
    const { biz, colour, trim } = await salon();
    const day = daysAhead(33);
    const buffered = await call('POST', '/api/appointments', biz.cookie, {
      ...booking(colour.id, { date: day, startTime: '14:00' }),
      staffId: biz.ownerStaffId,
    });
    expect(buffered.statusCode).toBe(201);
    const later = await call('POST', '/api/appointments', biz.cookie, {
      ...booking(trim.id, { date: day, startTime: '16:00', clientEmail: 'fay@example.com' }),
      staffId: biz.ownerStaffId,
    });
    expect(later.statusCode).toBe(201);
    // 15:00-15:30 misses 14:00-15:00 but not its cleanup (to 15:15).
    const moved = await call('PUT', `/api/appointments/${later.json().id}`, biz.cookie, {
      date: day,
      startTime: '15:00',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('This time slot is no longer available');
    const touching = await call('PUT', `/api/appointments/${later.json().id}`, biz.cookie, {
      date: day,
      startTime: '15:15',
    });
    expect(touching.statusCode, touching.body).toBe(200);
    expect(touching.json()).toMatchObject({ startTime: '15:15', endTime: '15:45' });

    // A row written straight to the table (as the demo seed and the tests do) gets its busy range from the
    // trigger, so the constraint holds there too.
    const [client] = await t.db
      .insert(clients)
      .values({ businessId: biz.businessId, name: 'Gus', email: 'gus@example.com' })
      .returning();
    if (!client) throw new Error('no client');
    const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);
    const row = (start: string, end: string, before: number, after: number) => ({
      businessId: biz.businessId,
      clientId: client.id,
      serviceId: trim.id,
      staffId: biz.ownerStaffId,
      date: day,
      startTime: start,
      endTime: end,
      startsAt: at(start),
      endsAt: at(end),
      bufferBeforeMinutes: before,
      bufferAfterMinutes: after,
    });
    const [direct] = await t.db
      .insert(appointments)
      .values(row('18:00', '18:30', 0, 20))
      .returning({ busyFrom: appointments.busyFrom, busyUntil: appointments.busyUntil });
    expect(direct).toEqual({ busyFrom: at('18:00'), busyUntil: at('18:50') });
    const refused = await t.db
      .insert(appointments)
      .values(row('19:00', '19:30', 15, 0))
      .then(
        () => undefined,
        (error: unknown) => postgresErrorCode(error),
      );
    expect(refused).toBe(EXCLUSION_VIOLATION);
    // Cancelled appointments hold nothing, buffers included.
    await t.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, buffered.json().id));
    const freed = await call('PUT', `/api/appointments/${later.json().id}`, biz.cookie, {
      date: day,
      startTime: '15:00',
    });
    expect(freed.statusCode, freed.body).toBe(200);
  });
});
