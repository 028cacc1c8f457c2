import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import {
  APPOINTMENT_NOT_MOVABLE,
  type ClientAppointment,
  RESCHEDULE_SLOT_TAKEN,
  VISIT_NOT_MOVABLE,
} from '../../../contract/portal';
import { appointments, outbox } from '../../db/schema/index';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

const { t, a: biz, b: other } = schedulingTestApp({ tier: 'premium' });
let service: { id: number };
let extra: { id: number };
const day = daysAhead(20);
const nextMonthDay = daysAhead(50);

beforeAll(async () => {
  service = await addService(t.app, biz.cookie, { name: 'Cut', duration: 60 });
  extra = await addService(t.app, biz.cookie, { name: 'Colour', duration: 30 });
});

let emails = 0;
async function signUp(business = biz) {
  emails += 1;
  const email = `move-${emails}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    remoteAddress: uniqueClientAddress(),
    payload: { business: business.user.businessSlug, name: 'Pat Client', email, phone: '555-123-4567' },
  });
  expect(response.statusCode).toBe(201);
  return { ...(response.json() as { token: string }), email };
}

/** The front desk books for the client (by email, the client's own record). */
async function book(email: string, date: string, startTime: string, more: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { cookie: biz.cookie },
    payload: booking(service.id, { clientEmail: email, date, startTime, staffId: biz.ownerStaffId, ...more }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; visitId: number | null };
}

const portal = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const slotsOf = async (token: string, id: number, date: string) => {
  const response = await portal(token, 'GET', `/api/portal/appointments/${id}/slots?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { slots: { startTime: string }[] }).slots.map((s) => s.startTime);
};
const move = (token: string, id: number, date: string, startTime: string) =>
  portal(token, 'POST', `/api/portal/appointments/${id}/reschedule`, { date, startTime });
const list = async (token: string) =>
  (await portal(token, 'GET', '/api/portal/appointments')).json() as {
    upcoming: ClientAppointment[];
    past: ClientAppointment[];
  };

describe('a client reschedules their own appointment', () => {
  it("offers the appointment's own time and not another client's, and moves it to a free time", async () => {
    const me = await signUp();
    const them = await signUp();
    const mine = await book(me.email, day, '10:00');
    await book(them.email, day, '13:00');

    const slots = await slotsOf(me.token, mine.id, day);
    expect(slots).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30', '15:00']));
    expect(slots).not.toContain('12:30');
    expect(slots).not.toContain('13:00');
    expect(slots).not.toContain('13:30');

    const moved = await move(me.token, mine.id, day, '15:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: mine.id,
      appointmentDate: day,
      appointmentTime: '15:00',
      endTime: '16:00',
      canReschedule: true,
      canCancel: true,
    });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, mine.id));
    expect(row).toMatchObject({ startTime: '15:00', endTime: '16:00', reminderSent: false });
    expect(row?.startsAt.toISOString()).toBe(`${day}T15:00:00.000Z`);
    const { upcoming } = await list(me.token);
    expect(upcoming.map((a) => [a.id, a.appointmentTime])).toEqual([[mine.id, '15:00']]);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, me.email), eq(outbox.kind, 'appointment_change')));
    expect(mail.some((m) => m.subject.includes('has moved') && m.body.includes('Cut'))).toBe(true);

    // The time given up is free again; another month counts toward that month's plan limit.
    expect(await slotsOf(them.token, (await book(them.email, day, '16:00')).id, day)).toContain('10:00');
    const later = await move(me.token, mine.id, nextMonthDay, '11:00');
    expect(later.json()).toMatchObject({ appointmentDate: nextMonthDay, appointmentTime: '11:00' });
  });

  it('refuses a taken time, and answers 404 for an appointment that is not the client’s own', async () => {
    const me = await signUp();
    const them = await signUp();
    const mine = await book(me.email, daysAhead(26), '09:00');
    const theirs = await book(them.email, daysAhead(26), '11:00');
    const taken = await move(me.token, mine.id, daysAhead(26), '11:30');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(RESCHEDULE_SLOT_TAKEN);
    // Off the grid or outside the hours is no offered time either.
    expect((await move(me.token, mine.id, day, '09:10')).statusCode).toBe(409);
    expect((await move(me.token, mine.id, day, '22:00')).statusCode).toBe(409);

    expect((await move(me.token, theirs.id, day, '15:00')).statusCode).toBe(404);
    const peek = await portal(me.token, 'GET', `/api/portal/appointments/${theirs.id}/slots?date=${day}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Appointment not found');
    const stranger = await signUp(other);
    expect((await move(stranger.token, mine.id, day, '15:00')).statusCode).toBe(404);
  });

  it('answers 400 with field messages for a bad date or time', async () => {
    const me = await signUp();
    const mine = await book(me.email, daysAhead(27), '14:00');
    const bad = await move(me.token, mine.id, '2026-13-45', 'soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'date', message: 'Please select a date' },
      { path: 'startTime', message: 'Please select a time' },
    ]);
    const badSlots = await portal(me.token, 'GET', `/api/portal/appointments/${mine.id}/slots?date=tomorrow`);
    expect(badSlots.statusCode).toBe(400);
    expect(badSlots.json().errors).toEqual([{ path: 'date', message: 'Please select a date' }]);
  });

  it('refuses inside the cut-off with its message', async () => {
    const me = await signUp();
    const mine = await book(me.email, daysAhead(5), '10:00');
    const setCutoff = (hours: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/portal-settings',
        headers: { cookie: biz.cookie },
        payload: { cancellationCutoffHours: hours },
      });
    expect((await setCutoff(336)).statusCode).toBe(200);
    try {
      const late = await move(me.token, mine.id, daysAhead(6), '10:00');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        "Appointments can't be moved online within 336 hours of their start. Please call the business.",
      );
      const [listed] = (await list(me.token)).upcoming;
      expect(listed).toMatchObject({ id: mine.id, canCancel: false, canReschedule: false });
    } finally {
      await setCutoff(24);
    }
  });

  it('refuses a cancelled, a past and a several-service appointment; a cancelled one still ahead is Upcoming', async () => {
    const me = await signUp();
    const cancelled = await book(me.email, daysAhead(24), '16:00');
    expect(
      (await portal(me.token, 'POST', `/api/portal/appointments/${cancelled.id}/cancel`)).statusCode,
    ).toBe(200);
    const again = await move(me.token, cancelled.id, daysAhead(24), '17:00');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPOINTMENT_NOT_MOVABLE);

    const past = await book(me.email, daysAhead(24), '17:00');
    const pastStart = new Date(Date.now() - 48 * 3_600_000);
    await t.db
      .update(appointments)
      .set({ startsAt: pastStart, endsAt: new Date(pastStart.getTime() + 3_600_000) })
      .where(eq(appointments.id, past.id));
    expect((await move(me.token, past.id, daysAhead(21), '10:00')).json().message).toBe(
      APPOINTMENT_NOT_MOVABLE,
    );

    const visit = await book(me.email, daysAhead(25), '09:00', {
      additionalServices: [{ serviceId: extra.id, staffId: biz.ownerStaffId }],
    });
    const refused = await move(me.token, visit.id, daysAhead(23), '09:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VISIT_NOT_MOVABLE);

    const { upcoming, past: gone } = await list(me.token);
    expect(upcoming.find((a) => a.id === cancelled.id)).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canReschedule: false,
    });
    expect(upcoming.find((a) => a.id === visit.id)).toMatchObject({ canCancel: true, canReschedule: false });
    expect(gone.map((a) => a.id)).toEqual([past.id]);
    // Soonest first.
    const starts = upcoming.map((a) => `${a.appointmentDate} ${a.appointmentTime}`);
    expect(starts).toEqual([...starts].sort());
  });
});
