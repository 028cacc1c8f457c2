import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index';
import { addDays, addMonths, instantToLocal } from '../../lib/time';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

const { t, a, b, call } = schedulingTestApp(
  { timezone: 'America/New_York', tier: 'premium' },
  { tier: 'premium' },
);
let serviceA: { id: number };
let serviceB: { id: number };
beforeAll(async () => {
  serviceA = await addService(t.app, a.cookie, { name: 'Haircut', duration: 45, price: '45.00' });
  serviceB = await addService(t.app, b.cookie, { name: 'Massage' });
});

const create = (cookie: string, body: object) => call('POST', '/api/appointments', cookie, body);

describe('creating appointments', () => {
  it('computes the end from the service, finds or creates the client, nests client, service and staff', async () => {
    const response = await create(a.cookie, {
      ...booking(serviceA.id, { date: '2027-01-11', startTime: '10:00', clientEmail: 'Grace@Example.com' }),
      endTime: '23:59',
      clientPhone: '555-010-0100',
      notes: 'Window seat',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      date: '2027-01-11',
      startTime: '10:00',
      endTime: '10:45',
      timezone: 'America/New_York',
      status: 'pending',
      notes: 'Window seat',
      sendReminder: true,
      reminderSent: false,
      staffId: a.ownerStaffId,
      client: { name: 'Ada Client', email: 'grace@example.com', phone: '555-010-0100' },
      service: { id: serviceA.id, name: 'Haircut', duration: 45, price: '45.00', description: null },
      staff: { id: a.ownerStaffId, firstName: 'Olivia', lastName: 'Owner' },
    });
    const again = await create(
      a.cookie,
      booking(serviceA.id, { date: '2027-01-12', clientEmail: 'grace@example.com' }),
    );
    expect(again.json().clientId).toBe(response.json().clientId);
    const rows = await t.db.select().from(clients).where(eq(clients.email, 'grace@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers the spec §5 message for each missing or invalid field', async () => {
    const response = await create(a.cookie, { clientEmail: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      errors: [
        { path: 'clientName', message: 'Name is required' },
        { path: 'clientEmail', message: 'Valid email is required' },
        { path: 'serviceId', message: 'Please select a service' },
        { path: 'date', message: 'Please select a date' },
        { path: 'startTime', message: 'Please select a time' },
      ],
    });
    const badValues = await create(
      a.cookie,
      booking(serviceA.id, { date: '2027-02-30', startTime: '25:00', serviceId: 0 }),
    );
    expect(badValues.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Please select a service',
      'Please select a date',
      'Please select a time',
    ]);
  });

  it("answers 400 'Service not found' for a service of another business", async () => {
    const response = await create(a.cookie, booking(serviceB.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Service not found');
  });

  it('answers 409 on an overlap, assigns another free staff member, and 409s on blocked time', async () => {
    const first = await create(a.cookie, booking(serviceA.id, { date: '2027-01-13', startTime: '14:00' }));
    expect(first.statusCode).toBe(201);
    const overlap = await create(
      a.cookie,
      booking(serviceA.id, { date: '2027-01-13', startTime: '14:30', clientEmail: 'x@example.com' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This time slot is no longer available');

    const second = await addStaff(t.db, a.businessId);
    const assigned = await create(
      a.cookie,
      booking(serviceA.id, { date: '2027-01-13', startTime: '14:30', clientEmail: 'x@example.com' }),
    );
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().staffId).toBe(second);

    const block = await call('POST', '/api/blocked-times', a.cookie, {
      date: '2027-01-14',
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(block.statusCode).toBe(201);
    const blocked = await create(a.cookie, booking(serviceA.id, { date: '2027-01-14', startTime: '11:30' }));
    expect(blocked.statusCode).toBe(409);
  });
});

describe('changing appointments', () => {
  it('sets status, frees a cancelled slot, and 409s when the cancelled one comes back onto a taken slot', async () => {
    const solo = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, solo.cookie, { duration: 60 });
    const first = await create(solo.cookie, booking(service.id, { date: '2027-02-01', startTime: '09:00' }));
    const cancelled = await call('PUT', `/api/appointments/${first.json().id}`, solo.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');
    const taker = await create(
      solo.cookie,
      booking(service.id, { date: '2027-02-01', startTime: '09:30', clientEmail: 'b@example.com' }),
    );
    expect(taker.statusCode).toBe(201);
    const back = await call('PUT', `/api/appointments/${first.json().id}`, solo.cookie, {
      status: 'confirmed',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This time slot is no longer available');
    const noShow = await call('PUT', `/api/appointments/${taker.json().id}`, solo.cookie, {
      status: 'no_show',
    });
    expect(noShow.json().status).toBe('no_show');
    const invalid = await call('PUT', `/api/appointments/${taker.json().id}`, solo.cookie, {
      status: 'done',
    });
    expect(invalid.json().message).toBe('Invalid status');
  });

  it('reschedules with a new end, and refuses a taken time', async () => {
    const solo = await schedulingBusiness(t.app, t.db, { tier: 'premium', timezone: 'Asia/Tokyo' });
    const service = await addService(t.app, solo.cookie, { duration: 30 });
    const one = await create(solo.cookie, booking(service.id, { date: '2027-02-02', startTime: '09:00' }));
    const two = await create(solo.cookie, booking(service.id, { date: '2027-02-02', startTime: '11:00' }));
    const moved = await call('PUT', `/api/appointments/${one.json().id}`, solo.cookie, {
      date: '2027-02-03',
      startTime: '16:30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2027-02-03', startTime: '16:30', endTime: '17:00' });
    const clash = await call('PUT', `/api/appointments/${two.json().id}`, solo.cookie, {
      date: '2027-02-03',
      startTime: '16:45',
    });
    expect(clash.statusCode).toBe(409);
    const half = await call('PUT', `/api/appointments/${two.json().id}`, solo.cookie, { date: '2027-02-03' });
    expect(half.json().errors).toEqual([{ path: 'startTime', message: 'Please select a time' }]);
    expect((await call('GET', `/api/appointments/${one.json().id}`, solo.cookie)).json().startTime).toBe(
      '16:30',
    );
  });

  it("offers the appointment's own time as free when rescheduling, to signed-in staff only", async () => {
    const solo = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, solo.cookie, { duration: 60 });
    const day = daysAhead(9);
    const moving = await create(solo.cookie, booking(service.id, { date: day, startTime: '10:00' }));
    const fixed = await create(
      solo.cookie,
      booking(service.id, { date: day, startTime: '13:00', clientEmail: 'stays@example.com' }),
    );
    expect(fixed.statusCode).toBe(201);
    const id = moving.json().id;
    const startsOf = (r: { json: () => { slots: { startTime: string }[] } }) =>
      r.json().slots.map((x) => x.startTime);
    const publicSlots = (extra = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/businesses/${solo.user.businessSlug}/slots?serviceId=${service.id}&date=${day}${extra}`,
      });

    // The public slots treat it as taken, and ignore an attempt to leave it out.
    for (const anonymous of [await publicSlots(), await publicSlots(`&excludeAppointmentId=${id}`)]) {
      expect(startsOf(anonymous)).not.toContain('10:30');
      expect(startsOf(anonymous)).not.toContain('10:00');
    }
    const own = await call('GET', `/api/appointments/${id}/slots?date=${day}`, solo.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ date: day, timezone: 'UTC' });
    expect(own.json().slots).toContainEqual({
      startTime: '10:30',
      endTime: '11:30',
      staffIds: [solo.ownerStaffId],
    });
    expect(startsOf(own)).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30', '11:00', '12:00']));
    // The other appointment still holds its hour.
    expect(startsOf(own)).not.toContain('12:30');
    expect(startsOf(own)).not.toContain('13:00');
    const moved = await call('PUT', `/api/appointments/${id}`, solo.cookie, {
      date: day,
      startTime: '10:30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: '10:30', endTime: '11:30' });

    // Another staff member's day when named; a deactivated service can still be moved.
    const second = await addStaff(t.db, solo.businessId);
    const theirs = await call(
      'GET',
      `/api/appointments/${id}/slots?date=${day}&staffId=${second}`,
      solo.cookie,
    );
    expect(theirs.json().slots[0].staffIds).toEqual([second]);
    expect(startsOf(theirs)).toContain('13:00');
    expect((await call('DELETE', `/api/services/${service.id}`, solo.cookie)).statusCode).toBeLessThan(300);
    expect((await publicSlots()).statusCode).toBe(400);
    expect(startsOf(await call('GET', `/api/appointments/${id}/slots?date=${day}`, solo.cookie))).toContain(
      '10:00',
    );

    expect((await call('GET', `/api/appointments/${id}/slots?date=soon`, solo.cookie)).json().errors).toEqual(
      [{ path: 'date', message: 'Please select a date' }],
    );
    expect((await call('GET', `/api/appointments/${id}/slots?date=${day}`, a.cookie)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/appointments/${id}/slots?date=${day}` })).statusCode,
    ).toBe(401);
  });

  it('deletes with 204', async () => {
    const created = await create(a.cookie, booking(serviceA.id, { date: '2027-01-20', startTime: '09:00' }));
    expect((await call('DELETE', `/api/appointments/${created.json().id}`, a.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/appointments/${created.json().id}`, a.cookie)).statusCode).toBe(404);
  });
});

describe('reading appointments', () => {
  it('lists by local date range, status and search over client name, email and service name', async () => {
    await create(
      a.cookie,
      booking(serviceA.id, {
        date: '2027-01-25',
        startTime: '09:00',
        clientName: 'Zelda Search',
        clientEmail: 'zelda@example.com',
      }),
    );
    const range = await call('GET', '/api/appointments?startDate=2027-01-25&endDate=2027-01-25', a.cookie);
    expect(range.json().map((x: { client: { name: string } }) => x.client.name)).toEqual(['Zelda Search']);
    for (const term of ['zelda', 'ZELDA@example', 'haircut']) {
      const found = await call(
        'GET',
        `/api/appointments?search=${encodeURIComponent(term)}&startDate=2027-01-25&endDate=2027-01-25`,
        a.cookie,
      );
      expect(found.json()).toHaveLength(1);
    }
    expect((await call('GET', '/api/appointments?search=nobody', a.cookie)).json()).toEqual([]);
    expect(
      (
        await call(
          'GET',
          '/api/appointments?status=no_show&startDate=2027-01-25&endDate=2027-01-25',
          a.cookie,
        )
      ).json(),
    ).toEqual([]);
    expect((await call('GET', '/api/appointments?startDate=25-01-2027', a.cookie)).json().message).toBe(
      'Start date must be YYYY-MM-DD',
    );
  });

  it('books staff times from 00:00 to 23:59 only, and the past only with allowPast', async () => {
    const lateNight = await create(
      a.cookie,
      booking(serviceA.id, { date: '2027-02-02', startTime: '24:00' }),
    );
    expect(lateNight.statusCode).toBe(400);
    expect(lateNight.json().errors).toEqual([{ path: 'startTime', message: 'Please select a time' }]);
    const yesterday = instantToLocal(new Date(Date.now() - 24 * 3600_000), 'America/New_York').date;
    const past = booking(serviceA.id, {
      date: yesterday,
      startTime: '10:00',
      clientEmail: 'past@example.com',
    });
    const refused = await create(a.cookie, past);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'date', message: 'Please choose a time in the future' }]);
    const recorded = await create(a.cookie, { ...past, allowPast: true, status: 'completed' });
    expect(recorded.statusCode).toBe(201);
    const moved = await call('PUT', `/api/appointments/${recorded.json().id}`, a.cookie, {
      date: yesterday,
      startTime: '11:00',
    });
    expect(moved.statusCode).toBe(400);
    const movedOnPurpose = await call('PUT', `/api/appointments/${recorded.json().id}`, a.cookie, {
      date: yesterday,
      startTime: '11:00',
      allowPast: true,
    });
    expect(movedOnPurpose.statusCode).toBe(200);
  });

  it("lists today's appointments in the business's timezone and a client's appointments", async () => {
    // Staff may record a booking at any time of the day; one already past only when they say so.
    const today = instantToLocal(new Date(), 'America/New_York');
    const created = await create(
      a.cookie,
      booking(serviceA.id, {
        date: today.date,
        startTime: '06:00',
        clientEmail: 'today@example.com',
        allowPast: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    const list = (await call('GET', '/api/appointments/today', a.cookie)).json() as {
      id: number;
      date: string;
    }[];
    expect(list.map((x) => x.id)).toContain(created.json().id);
    expect(list.every((x) => x.date === today.date)).toBe(true);
    const byClient = await call('GET', `/api/appointments/client/${created.json().clientId}`, a.cookie);
    expect(byClient.json().map((x: { id: number }) => x.id)).toEqual([created.json().id]);
  });

  it("answers 404 for another business's appointment or client on every call", async () => {
    const theirs = await create(b.cookie, booking(serviceB.id, { date: '2027-01-26' }));
    const id = theirs.json().id;
    expect((await call('GET', `/api/appointments/${id}`, a.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/appointments/${id}`, a.cookie, { status: 'cancelled' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/appointments/${id}`, a.cookie, { date: '2027-01-27', startTime: '09:00' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/appointments/${id}`, a.cookie)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/appointments/client/${theirs.json().clientId}`, a.cookie)).statusCode,
    ).toBe(404);
    const all = (await call('GET', '/api/appointments', a.cookie)).json() as { id: number }[];
    expect(all.map((x) => x.id)).not.toContain(id);
    expect((await call('GET', `/api/appointments/${id}`, b.cookie)).statusCode).toBe(200);
  });
});

describe('monthly limit', () => {
  // Two months ahead: never this month, whose count the usage card reads.
  const monthAhead = (months: number) => addMonths(`${daysAhead(0).slice(0, 7)}-01`, months);
  const grid = (i: number) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;

  it("answers 403 at the free tier's 10 and reports usage", async () => {
    const free = await schedulingBusiness(t.app, t.db);
    const service = await addService(t.app, free.cookie, { duration: 30 });
    const full = monthAhead(2);
    for (let i = 0; i < 10; i++) {
      expect(
        (await create(free.cookie, booking(service.id, { date: full, startTime: grid(i) }))).statusCode,
      ).toBe(201);
    }
    const over = await create(
      free.cookie,
      booking(service.id, { date: addDays(full, 1), startTime: '09:00' }),
    );
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe("You've reached your monthly appointment limit.");
    const publicOver = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${free.user.businessSlug}/appointments`,
      payload: booking(service.id, { date: addDays(full, 1), startTime: '09:00' }),
    });
    expect(publicOver.statusCode).toBe(403);
    // Another month has its own count.
    expect(
      (await create(free.cookie, booking(service.id, { date: monthAhead(3), startTime: '09:00' })))
        .statusCode,
    ).toBe(201);
    const thisMonth = instantToLocal(new Date(), 'UTC').date;
    expect(
      (
        await create(
          free.cookie,
          booking(service.id, {
            date: thisMonth,
            startTime: '06:00',
            clientEmail: 'early@example.com',
            allowPast: true,
          }),
        )
      ).statusCode,
    ).toBe(201);
    const usage = await call('GET', '/api/plan/usage', free.cookie);
    expect(usage.json()).toEqual({
      tier: 'free',
      status: 'inactive',
      limit: 10,
      used: 1,
      month: thisMonth.slice(0, 7),
    });
    expect((await call('GET', '/api/plan/usage', a.cookie)).json()).toMatchObject({
      tier: 'premium',
      limit: -1,
    });
  });

  it('answers 403 when a change makes an appointment count in a full month again', async () => {
    const free = await schedulingBusiness(t.app, t.db);
    const service = await addService(t.app, free.cookie, { duration: 30 });
    const full = monthAhead(2);
    const next = monthAhead(3);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await create(free.cookie, booking(service.id, { date: full, startTime: grid(i) }));
      ids.push(r.json().id);
    }
    const put = (id: number, body: object) => call('PUT', `/api/appointments/${id}`, free.cookie, body);
    const [first, second] = ids as [number, number];
    expect((await put(first, { status: 'cancelled' })).statusCode).toBe(200);
    const taker = await create(
      free.cookie,
      booking(service.id, { date: addDays(full, 1), startTime: '09:00' }),
    );
    expect(taker.statusCode).toBe(201);

    // Every status that counts brings the cancelled one back into the full month: 403, nothing changes.
    for (const status of ['pending', 'confirmed', 'completed', 'no_show']) {
      const revived = await put(first, { status });
      expect(revived.statusCode).toBe(403);
      expect(revived.json().message).toBe("You've reached your monthly appointment limit.");
    }
    expect((await call('GET', `/api/appointments/${first}`, free.cookie)).json().status).toBe('cancelled');

    // Moving into the full month is a new place in it; moving inside a month, or within the other, is not.
    const elsewhere = await create(free.cookie, booking(service.id, { date: next, startTime: '09:00' }));
    const intoFull = await put(elsewhere.json().id, { date: addDays(full, 2), startTime: '09:00' });
    expect(intoFull.statusCode).toBe(403);
    expect(intoFull.json().message).toBe("You've reached your monthly appointment limit.");
    expect((await call('GET', `/api/appointments/${elsewhere.json().id}`, free.cookie)).json().date).toBe(
      next,
    );
    expect((await put(elsewhere.json().id, { date: addDays(next, 1), startTime: '10:00' })).statusCode).toBe(
      200,
    );
    expect((await put(second, { date: addDays(full, 3), startTime: '09:00' })).statusCode).toBe(200);
    expect((await put(second, { status: 'confirmed' })).statusCode).toBe(200);
    // Moved while cancelled it takes no place, until it comes back.
    expect((await put(elsewhere.json().id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await put(elsewhere.json().id, { date: addDays(full, 4), startTime: '09:00' })).statusCode).toBe(
      200,
    );
    expect((await put(elsewhere.json().id, { status: 'confirmed' })).statusCode).toBe(403);

    // A freed place can be taken by a revived appointment.
    expect((await put(taker.json().id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await put(first, { status: 'confirmed' })).statusCode).toBe(200);
  });
});
