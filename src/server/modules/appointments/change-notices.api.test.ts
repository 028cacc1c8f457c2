import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, availabilityWindows, businesses, outbox } from '../../db/schema/index';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, addStaff, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

/**
 * Issue 33: a salon-side cancel, move, resize or change of staff member tells the client when the member
 * says so (`notifyClient`), by email and, where texts are set up, by text; a move or new length outside
 * the staff member's hours or onto blocked time is saved only as an override, which the activity trail keeps.
 */
const { t, biz } = schedulingBusinessTestApp({ tier: 'premium' });
let service: { id: number };
let second: number;
let counter = 0;

beforeAll(async () => {
  service = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60 });
  second = await addStaff(t.db, biz.businessId, 'Noor');
  // Both work 09:00 to 17:00 every day, so the tests hold whatever today is.
  await t.db.insert(availabilityWindows).values(
    [biz.ownerStaffId, second].flatMap((staffId) =>
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        businessId: biz.businessId,
        staffId,
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
        timezone: 'UTC',
      })),
    ),
  );
});

afterEach(() => {
  delete process.env.TWILIO_ACCOUNT_SID;
  delete process.env.TWILIO_AUTH_TOKEN;
  delete process.env.TWILIO_FROM;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
const day = daysAhead(10);
const book = async (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  const clientEmail = `client-${counter}@example.com`;
  const response = await call(
    'POST',
    '/api/appointments',
    booking(service.id, { date: day, staffId: biz.ownerStaffId, clientEmail, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { id: number; clientId: number }), clientEmail };
};
const change = (id: number, body: object) => call('PUT', `/api/appointments/${id}`, body);
const noticesTo = (to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.kind, 'appointment_change')));

describe('telling the client about a change', () => {
  it('emails the new time of a move only when the member asks to notify the client', async () => {
    const one = await book({ startTime: '10:00' });
    expect((await change(one.id, { date: day, startTime: '11:00' })).statusCode).toBe(200);
    expect(await noticesTo(one.clientEmail)).toEqual([]);

    const told = await change(one.id, { date: day, startTime: '14:00', notifyClient: true });
    expect(told.statusCode).toBe(200);
    const [mail, ...more] = await noticesTo(one.clientEmail);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Your Colour appointment at .+ has moved to .+ at 2:00 PM UTC$/);
    expect(mail?.body).toContain('Your appointment has moved to a new time (it was');
    expect(mail?.body).toContain('11:00 AM');
    // The way into the portal, as the confirmation has.
    expect(mail?.body).toMatch(/Manage your booking .*\/client\?business=/);
  });

  it('tells of a cancellation with a link to book again, of a new length, and of a new staff member', async () => {
    const cancelled = await book({ startTime: '09:00' });
    expect((await change(cancelled.id, { status: 'cancelled', notifyClient: true })).statusCode).toBe(200);
    const [gone] = await noticesTo(cancelled.clientEmail);
    expect(gone?.subject).toMatch(/^Your Colour appointment at .+ on .+ is cancelled$/);
    expect(gone?.body).toContain('has cancelled your appointment on');
    expect(gone?.body).toMatch(/To book another time: http.+\/booking\?business=/);

    const longer = await book({ startTime: '12:00' });
    expect((await change(longer.id, { durationMinutes: 90, notifyClient: true })).statusCode).toBe(200);
    const [resized] = await noticesTo(longer.clientEmail);
    expect(resized?.subject).toMatch(/now ends at 1:30 PM UTC$/);
    expect(resized?.body).toContain('Your appointment now ends at 1:30 PM UTC (it was 1:00 PM UTC).');

    const handed = await book({ startTime: '15:00' });
    const moved = await change(handed.id, {
      date: day,
      startTime: '15:00',
      staffId: second,
      notifyClient: true,
    });
    expect(moved.statusCode).toBe(200);
    const [other] = await noticesTo(handed.clientEmail);
    expect(other?.subject).toMatch(/is now with Noor Stylist\d+$/);

    // Nothing to tell: a note, or a cancelled appointment cancelled again.
    expect((await change(handed.id, { notes: 'Bring photos', notifyClient: true })).statusCode).toBe(200);
    expect((await change(cancelled.id, { status: 'cancelled', notifyClient: true })).statusCode).toBe(200);
    expect(await noticesTo(handed.clientEmail)).toHaveLength(1);
    expect(await noticesTo(cancelled.clientEmail)).toHaveLength(1);
  });

  it('also texts a client with a phone number where texts are set up', async () => {
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+15550000000',
    });
    const one = await book({ startTime: '10:00', clientPhone: '(555) 010-4422' });
    expect((await change(one.id, { date: day, startTime: '16:00', notifyClient: true })).statusCode).toBe(
      200,
    );
    const texts = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, '+15550104422'), eq(outbox.channel, 'sms')));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/: your Colour appointment has moved to .+ at 4:00 PM UTC\.$/);
  });

  it("sends nothing when the business turned confirmations off, or the plan doesn't send client email", async () => {
    await t.db
      .update(businesses)
      .set({ emailClientConfirmations: false })
      .where(eq(businesses.id, biz.businessId));
    const quiet = await book({ startTime: '10:00' });
    expect((await change(quiet.id, { status: 'cancelled', notifyClient: true })).statusCode).toBe(200);
    await t.db
      .update(businesses)
      .set({ emailClientConfirmations: true })
      .where(eq(businesses.id, biz.businessId));
    expect(await noticesTo(quiet.clientEmail)).toEqual([]);

    const free = await schedulingBusiness(t.app, t.db);
    const freeService = await addService(t.app, free.cookie);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: free.cookie },
      payload: booking(freeService.id, { date: day, clientEmail: 'free-plan-change@example.com' }),
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booked.json().id}`,
      headers: { cookie: free.cookie },
      payload: { status: 'cancelled', notifyClient: true },
    });
    expect(moved.statusCode).toBe(200);
    expect(await noticesTo('free-plan-change@example.com')).toEqual([]);
  });
});

describe('moving outside working hours or onto blocked time', () => {
  const latestOverride = async (appointmentId: number) => {
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'appointment.override'), eq(auditEvents.targetId, String(appointmentId))),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  };

  it('answers 409 outside the hours and saves it as an override when asked, in the activity trail', async () => {
    const one = await book({ startTime: '10:00' });
    const early = await change(one.id, { date: day, startTime: '07:30' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This time is outside the staff member's working hours.");
    const runsLate = await change(one.id, { durationMinutes: 480 });
    expect(runsLate.statusCode).toBe(409);
    expect((await call('GET', `/api/appointments/${one.id}`)).json()).toMatchObject({
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(await latestOverride(one.id)).toBeUndefined();

    const saved = await change(one.id, { date: day, startTime: '07:30', override: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ startTime: '07:30', endTime: '08:30' });
    const line = await latestOverride(one.id);
    expect(line?.before).toMatchObject({ date: day, startTime: '10:00', endTime: '11:00' });
    expect(line?.after).toMatchObject({
      date: day,
      startTime: '07:30',
      endTime: '08:30',
      reason: "This time is outside the staff member's working hours.",
    });
    expect(line?.actorUserId).toBe(biz.user.id);
  });

  it('answers 409 on blocked time, and saves the override when asked', async () => {
    const date = daysAhead(11);
    const lunch = await call('POST', '/api/blocked-times', {
      date,
      startTime: '13:00',
      endTime: '14:00',
      staffId: biz.ownerStaffId,
    });
    expect(lunch.statusCode).toBe(201);
    const one = await book({ date, startTime: '12:00' });
    const intoLunch = await change(one.id, { durationMinutes: 90 });
    expect(intoLunch.statusCode).toBe(409);
    expect(intoLunch.json().message).toBe('This time is blocked on the staff member’s calendar.');
    const anyway = await change(one.id, { durationMinutes: 90, override: true });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().endTime).toBe('13:30');
    expect((await latestOverride(one.id))?.after).toMatchObject({
      reason: 'This time is blocked on the staff member’s calendar.',
    });
    // An override never lets it onto another appointment.
    const next = await book({ date, startTime: '15:00', clientEmail: 'next-one@example.com' });
    const onto = await change(one.id, { date, startTime: '14:30', override: true });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe('This time slot is no longer available');
    expect(next.id).toBeGreaterThan(0);
  });
});
