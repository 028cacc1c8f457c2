import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentItem } from '../../../contract/appointments';
import { appointments, outbox } from '../../db/schema/index';
import { queueDueReminders } from '../../jobs/reminders';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, booking, daysAhead } from '../slots/scheduling-fixtures';

/**
 * Several services in one visit: booked back to back (with one staff member or across staff) as one booking
 * that is written all or none, confirmed in one email, and confirmed, moved and cancelled together.
 */
const { t, biz } = schedulingBusinessTestApp({ tier: 'premium', timezone: 'America/New_York' });
let cut: { id: number };
let colour: { id: number };
let buffered: { id: number };
let second: number;
const day = daysAhead(15);

beforeAll(async () => {
  cut = await addService(t.app, biz.cookie, { name: 'Cut', duration: 30 });
  colour = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60 });
  buffered = await addService(t.app, biz.cookie, {
    name: 'Perm',
    duration: 60,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 15,
  });
  second = await addStaff(t.db, biz.businessId, 'Noor');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
const ofVisit = async (visitId: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.visitId, visitId))).sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
  );

describe('booking several services in one visit', () => {
  it('books them back to back with one staff member and across staff, and sends one confirmation', async () => {
    const response = await call(
      'POST',
      '/api/appointments',
      booking(cut.id, {
        date: day,
        startTime: '09:00',
        staffId: biz.ownerStaffId,
        clientEmail: 'visit@example.com',
        additionalServices: [
          { serviceId: colour.id, staffId: biz.ownerStaffId },
          { serviceId: cut.id, staffId: second },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const first = response.json() as AppointmentItem;
    expect(first).toMatchObject({ startTime: '09:00', endTime: '09:30', service: { name: 'Cut' } });
    expect(first.visitId).toEqual(expect.any(Number));
    const visit = await ofVisit(first.visitId ?? 0);
    expect(visit.map((a) => [a.startTime, a.endTime, a.staffId])).toEqual([
      ['09:00', '09:30', biz.ownerStaffId],
      ['09:30', '10:30', biz.ownerStaffId],
      ['10:30', '11:00', second],
    ]);

    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, biz.businessId), eq(outbox.recipient, 'visit@example.com')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your visit at Test Salon is booked: Cut, Colour, Cut');
    expect(mail[0]?.body).toMatch(/^- 9:30 AM E[SD]T: Colour with Olivia Owner$/m);
    expect(mail[0]?.body).toMatch(/^- 10:30 AM E[SD]T: Cut with Noor /m);
  });

  it("leaves the same staff member's cleanup and setup between two services", async () => {
    const response = await call(
      'POST',
      '/api/appointments',
      booking(buffered.id, {
        date: day,
        startTime: '13:00',
        staffId: second,
        clientEmail: 'perm@example.com',
        additionalServices: [{ serviceId: buffered.id, staffId: second }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const visit = await ofVisit((response.json() as AppointmentItem).visitId ?? 0);
    // 14:00 + 15 minutes' cleanup + 10 minutes' setup.
    expect(visit.map((a) => [a.startTime, a.endTime])).toEqual([
      ['13:00', '14:00'],
      ['14:25', '15:25'],
    ]);
  });

  it('books nothing when a later service is taken, and names that service (409, or 400 on its field)', async () => {
    const taken = await call(
      'POST',
      '/api/appointments',
      booking(cut.id, { date: day, startTime: '16:30', staffId: second, clientEmail: 'there@example.com' }),
    );
    expect(taken.statusCode).toBe(201);
    const before = (await t.db.select().from(appointments)).length;
    const clash = await call(
      'POST',
      '/api/appointments',
      booking(colour.id, {
        date: day,
        startTime: '15:30',
        staffId: biz.ownerStaffId,
        clientEmail: 'clash@example.com',
        additionalServices: [{ serviceId: cut.id, staffId: second }],
      }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This time slot is no longer available');
    expect((await t.db.select().from(appointments)).length).toBe(before);

    const unknown = await call(
      'POST',
      '/api/appointments',
      booking(colour.id, {
        date: day,
        startTime: '17:30',
        clientEmail: 'unknown@example.com',
        additionalServices: [{ serviceId: 999_999 }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'additionalServices.0.serviceId', message: 'Service not found' },
    ]);
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });

  it('refuses more than five services and a malformed list with field messages', async () => {
    const many = await call(
      'POST',
      '/api/appointments',
      booking(cut.id, {
        date: day,
        additionalServices: Array.from({ length: 5 }, () => ({ serviceId: cut.id })),
      }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toContainEqual({
      path: 'additionalServices',
      message: 'A visit can have at most 5 services',
    });
    const malformed = await call(
      'POST',
      '/api/appointments',
      booking(cut.id, { date: day, additionalServices: [{ serviceId: 'x' }] }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('additionalServices.0.serviceId');
  });
});

describe('a visit changes together', () => {
  const bookVisit = async (startTime: string, email: string) => {
    const response = await call(
      'POST',
      '/api/appointments',
      booking(cut.id, {
        date: day,
        startTime,
        staffId: biz.ownerStaffId,
        clientEmail: email,
        additionalServices: [{ serviceId: colour.id, staffId: biz.ownerStaffId }],
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as AppointmentItem;
  };

  it('is confirmed and cancelled together, and revived together', async () => {
    const first = await bookVisit('18:00', 'together@example.com');
    const visitId = first.visitId ?? 0;
    expect((await call('PUT', `/api/appointments/${first.id}`, { status: 'confirmed' })).statusCode).toBe(
      200,
    );
    expect((await ofVisit(visitId)).map((a) => a.status)).toEqual(['confirmed', 'confirmed']);
    const second = (await ofVisit(visitId))[1];
    expect((await call('PUT', `/api/appointments/${second?.id}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect((await ofVisit(visitId)).map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
    expect((await call('PUT', `/api/appointments/${first.id}`, { status: 'pending' })).statusCode).toBe(200);
    expect((await ofVisit(visitId)).map((a) => a.status)).toEqual(['pending', 'pending']);
    // Completed is each service's own.
    expect((await call('PUT', `/api/appointments/${first.id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await ofVisit(visitId)).map((a) => a.status)).toEqual(['completed', 'pending']);
  });

  it('moves every service by the same time, later or earlier, and a clash moves none', async () => {
    const first = await bookVisit('07:00', 'moving@example.com');
    const visitId = first.visitId ?? 0;
    // 30 minutes later: the Colour (07:30-08:30) would land on itself if moved after the Cut.
    const later = await call('PUT', `/api/appointments/${first.id}`, { date: day, startTime: '07:30' });
    expect(later.statusCode).toBe(200);
    expect((await ofVisit(visitId)).map((a) => [a.startTime, a.endTime])).toEqual([
      ['07:30', '08:00'],
      ['08:00', '09:00'],
    ]);
    const colourId = (await ofVisit(visitId))[1]?.id;
    const earlier = await call('PUT', `/api/appointments/${colourId}`, { date: day, startTime: '07:15' });
    expect(earlier.statusCode).toBe(200);
    expect((await ofVisit(visitId)).map((a) => [a.startTime, a.endTime])).toEqual([
      ['06:45', '07:15'],
      ['07:15', '08:15'],
    ]);
    // The Colour would run into the 09:00 Cut booked above: nothing moves.
    const onto = await call('PUT', `/api/appointments/${first.id}`, { date: day, startTime: '08:00' });
    expect(onto.statusCode).toBe(409);
    expect((await ofVisit(visitId)).map((a) => a.startTime)).toEqual(['06:45', '07:15']);
    // A new length is the service's own.
    expect((await call('PUT', `/api/appointments/${first.id}`, { durationMinutes: 20 })).statusCode).toBe(
      200,
    );
    expect((await ofVisit(visitId)).map((a) => [a.startTime, a.endTime])).toEqual([
      ['06:45', '07:05'],
      ['07:15', '08:15'],
    ]);
  });

  it('sends one reminder for the whole visit, naming its services', async () => {
    const first = await bookVisit('11:00', 'remind@example.com');
    const visit = await ofVisit(first.visitId ?? 0);
    const startsAt = visit[0]?.startsAt ?? new Date();
    await queueDueReminders(t.db, new Date(startsAt.getTime() - 2 * 60 * 60 * 1000));
    const reminders = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'remind@example.com'), eq(outbox.kind, 'appointment_reminder')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Reminder: Cut, Colour at Test Salon on /);
    expect(reminders[0]?.body).toMatch(/until 12:30 PM E[SD]T/);
    expect((await ofVisit(first.visitId ?? 0)).map((a) => a.reminderSent)).toEqual([true, true]);
  });

  it('is cancelled together when the client cancels one of its services in the portal', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/portal/signup',
      remoteAddress: '10.9.8.7',
      payload: {
        business: biz.user.businessSlug,
        name: 'Pat Visit',
        email: 'portal.visit@example.com',
        phone: '555-123-4567',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const { token } = signUp.json() as { token: string };
    const first = await bookVisit('19:30', 'portal.visit@example.com');
    const colourId = (await ofVisit(first.visitId ?? 0))[1]?.id;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/portal/appointments/${colourId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await ofVisit(first.visitId ?? 0)).map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
  });
});
