import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointmentSeries, appointments, outbox } from '../../db/schema/index';
import { addDays } from '../../lib/time';
import {
  addService,
  booking,
  daysAhead,
  nextDstChange,
  type SchedulingBusiness,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';

/**
 * Recurring appointments: every N weeks at one local time, each visit a real appointment the exclusion
 * constraint checks. The preview says which visits are free; the owner books those they confirm, all or
 * none; "this and following" moves or cancels the rest of a series.
 */
const NEW_YORK = 'America/New_York';
let t: TestApp;
let biz: SchedulingBusiness;
let service: { id: number };

type Occurrence = { date: string; startTime: string; endTime: string; free: boolean; reason: string | null };
type Item = { id: number; date: string; startTime: string; status: string; seriesId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  biz = await schedulingBusiness(t.app, t.db, { timezone: NEW_YORK, tier: 'premium' });
  service = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60 });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = biz.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const series = (date: string, repeat: object, overrides: Record<string, unknown> = {}) => ({
  ...booking(service.id, { date, staffId: biz.ownerStaffId, clientEmail: 'weekly@example.com' }),
  repeat,
  ...overrides,
});
const preview = async (body: object) => {
  const response = await call('POST', '/api/appointment-series/preview', body);
  expect(response.statusCode).toBe(200);
  return (response.json() as { occurrences: Occurrence[] }).occurrences;
};
const weeksAfter = (date: string, weeks: number) => addDays(date, weeks * 7);
const countRows = async () => {
  const [a] = await t.db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.businessId, biz.businessId));
  const [s] = await t.db
    .select({ n: count() })
    .from(appointmentSeries)
    .where(eq(appointmentSeries.businessId, biz.businessId));
  return { appointments: a?.n, series: s?.n };
};

describe('a recurring series across a DST change', () => {
  it('keeps every visit at 10:00 New York time while the UTC hour moves by one, books them and sends one confirmation', async () => {
    // Whichever of New York's changes comes first, two weeks into a weekly series of six.
    const change = [nextDstChange(NEW_YORK, 'forward'), nextDstChange(NEW_YORK, 'back')].sort(
      (a, b) => a.at.getTime() - b.at.getTime(),
    )[0] as ReturnType<typeof nextDstChange>;
    const tomorrow = daysAhead(1, NEW_YORK);
    const twoWeeksBefore = addDays(change.date, -14);
    const first = [tomorrow, twoWeeksBefore].sort().at(-1) as string;
    const body = series(first, { intervalWeeks: 1, occurrences: 6 }, { startTime: '10:00' });

    const occurrences = await preview(body);
    expect(occurrences).toEqual(
      [0, 1, 2, 3, 4, 5].map((week) => ({
        date: weeksAfter(first, week),
        startTime: '10:00',
        endTime: '11:00',
        free: true,
        reason: null,
      })),
    );
    expect(occurrences.some((o) => o.date < change.date)).toBe(true);
    expect(occurrences.some((o) => o.date >= change.date)).toBe(true);

    const created = await call('POST', '/api/appointment-series', {
      ...body,
      dates: occurrences.map((o) => o.date),
    });
    expect(created.statusCode).toBe(201);
    const { seriesId, appointments: booked } = created.json() as { seriesId: number; appointments: Item[] };
    expect(booked).toHaveLength(6);
    for (const item of booked)
      expect(item).toMatchObject({ startTime: '10:00', status: 'pending', seriesId, timezone: NEW_YORK });

    // 10:00 EST is 15:00 UTC, 10:00 EDT is 14:00 UTC.
    const rows = await t.db
      .select({ date: appointments.date, startsAt: appointments.startsAt })
      .from(appointments)
      .where(eq(appointments.seriesId, seriesId))
      .orderBy(asc(appointments.startsAt));
    const [before, after] = change.change > 0 ? [15, 14] : [14, 15];
    expect(rows).toHaveLength(6);
    for (const row of rows)
      expect([row.date, row.startsAt.getUTCHours()]).toEqual([
        row.date,
        row.date < change.date ? before : after,
      ]);

    const listed = await call(
      'GET',
      `/api/appointments?startDate=${first}&endDate=${weeksAfter(first, 5)}&search=weekly`,
    );
    expect((listed.json() as Item[]).map((a) => [a.date, a.startTime, a.seriesId])).toEqual(
      occurrences.map((o) => [o.date, '10:00', seriesId]),
    );

    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, biz.businessId), eq(outbox.recipient, 'weekly@example.com')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your Colour appointments at Test Salon are booked');
    expect(mail[0]?.body.match(/^- .* at 10:00 AM E[SD]T$/gm)).toHaveLength(6);
  });
});

describe('the preview and booking the visits the owner confirms', () => {
  it('marks a visit taken by an appointment (buffers included) and one on blocked time; a taken one in the booking is 409 and nothing is written', async () => {
    const buffered = await addService(t.app, biz.cookie, {
      name: 'Perm',
      duration: 60,
      bufferAfterMinutes: 15,
    });
    const first = daysAhead(20, NEW_YORK);
    const other = (date: string, startTime: string, clientEmail: string) =>
      call(
        'POST',
        '/api/appointments',
        booking(service.id, { date, startTime, staffId: biz.ownerStaffId, clientEmail }),
      );
    // Week 2: someone at 10:30. Week 3: the owner's morning is blocked. Week 4: someone at 11:00, where the
    // series' own 15 minutes of cleanup after 11:00 would fall.
    expect((await other(weeksAfter(first, 1), '10:30', 'half-past@example.com')).statusCode).toBe(201);
    const blocked = await call('POST', '/api/blocked-times', {
      date: weeksAfter(first, 2),
      startTime: '09:00',
      endTime: '12:00',
      staffId: biz.ownerStaffId,
      reason: 'Training',
    });
    expect(blocked.statusCode).toBe(201);
    expect((await other(weeksAfter(first, 3), '11:00', 'eleven@example.com')).statusCode).toBe(201);

    const body = series(
      first,
      { intervalWeeks: 1, occurrences: 5 },
      { serviceId: buffered.id, clientEmail: 'perm@example.com' },
    );
    const occurrences = await preview(body);
    expect(occurrences.map((o) => [o.date, o.free, o.reason])).toEqual([
      [first, true, null],
      [weeksAfter(first, 1), false, 'taken'],
      [weeksAfter(first, 2), false, 'blocked'],
      [weeksAfter(first, 3), false, 'taken'],
      [weeksAfter(first, 4), true, null],
    ]);

    const before = await countRows();
    for (const dates of [
      [first, weeksAfter(first, 1)],
      [weeksAfter(first, 2)],
      [first, weeksAfter(first, 3)],
    ]) {
      const refused = await call('POST', '/api/appointment-series', { ...body, dates });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This time slot is no longer available');
    }
    expect(await countRows()).toEqual(before);

    const free = occurrences.filter((o) => o.free).map((o) => o.date);
    const created = await call('POST', '/api/appointment-series', { ...body, dates: free });
    expect(created.statusCode).toBe(201);
    const { seriesId } = created.json() as { seriesId: number };
    const listed = await call(
      'GET',
      `/api/appointments?startDate=${first}&endDate=${weeksAfter(first, 4)}&search=perm`,
    );
    expect((listed.json() as Item[]).map((a) => [a.date, a.startTime, a.seriesId])).toEqual([
      [first, '10:00', seriesId],
      [weeksAfter(first, 4), '10:00', seriesId],
    ]);
    expect(await countRows()).toEqual({
      appointments: Number(before.appointments) + 2,
      series: Number(before.series) + 1,
    });
    // Now they are the series' own: a second look calls them taken.
    expect((await preview(body)).map((o) => o.reason)).toEqual([
      'taken',
      'taken',
      'blocked',
      'taken',
      'taken',
    ]);
  });

  it('books every two weeks until a date, and refuses a date that is not one of the rule', async () => {
    const first = daysAhead(60, NEW_YORK);
    const body = series(
      first,
      { intervalWeeks: 2, untilDate: addDays(first, 45) },
      { startTime: '15:30', clientEmail: 'fortnightly@example.com' },
    );
    const occurrences = await preview(body);
    const dates = [0, 2, 4, 6].map((weeks) => weeksAfter(first, weeks));
    expect(occurrences.map((o) => [o.date, o.startTime, o.endTime, o.free])).toEqual(
      dates.map((date) => [date, '15:30', '16:30', true]),
    );

    const stray = await call('POST', '/api/appointment-series', {
      ...body,
      dates: [first, weeksAfter(first, 1)],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors).toEqual([{ path: 'dates.1', message: 'This date is not one of the series' }]);

    const created = await call('POST', '/api/appointment-series', { ...body, dates });
    expect(created.statusCode).toBe(201);
    const got = await call('GET', `/api/appointment-series/${created.json().seriesId}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: created.json().seriesId,
      intervalWeeks: 2,
      occurrences: null,
      untilDate: addDays(first, 45),
    });
    expect((got.json().appointments as Item[]).map((a) => a.date)).toEqual(dates);
  });

  it('says what is wrong with a rule, field by field', async () => {
    const first = daysAhead(30, NEW_YORK);
    const cases: [object, Record<string, unknown>, { path: string; message: string }][] = [
      [{ intervalWeeks: 1, occurrences: 4, untilDate: addDays(first, 60) }, {}, oneEnd()],
      [{ intervalWeeks: 1 }, {}, oneEnd()],
      [{ intervalWeeks: 0, occurrences: 4 }, {}, interval()],
      [{ intervalWeeks: 13, occurrences: 4 }, {}, interval()],
      [{ intervalWeeks: 1.5, occurrences: 4 }, {}, interval()],
      [
        { intervalWeeks: 4, untilDate: addDays(first, 370) },
        {},
        { path: 'repeat.untilDate', message: 'The end date must be within a year of the first visit' },
      ],
      [
        { intervalWeeks: 1, untilDate: addDays(first, 364) },
        {},
        { path: 'repeat.untilDate', message: 'A series can have at most 52 visits' },
      ],
      [
        { intervalWeeks: 1, untilDate: first },
        {},
        { path: 'repeat.untilDate', message: 'The end date must be after the first visit' },
      ],
      [
        { intervalWeeks: 1, occurrences: 53 },
        {},
        { path: 'repeat.occurrences', message: 'A series can have at most 52 visits' },
      ],
      [
        { intervalWeeks: 1, occurrences: 1 },
        {},
        { path: 'repeat.occurrences', message: 'A series needs at least 2 visits' },
      ],
      [
        { intervalWeeks: 1, occurrences: 4 },
        { staffId: undefined },
        { path: 'staffId', message: 'Please choose a staff member' },
      ],
    ];
    for (const [repeat, overrides, error] of cases) {
      const body = series(first, repeat, overrides);
      const previewed = await call('POST', '/api/appointment-series/preview', body);
      expect(previewed.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(previewed.json().errors).toEqual([error]);
      const booked = await call('POST', '/api/appointment-series', { ...body, dates: [first] });
      expect(booked.statusCode).toBe(400);
      expect(booked.json().errors).toEqual([error]);
    }
    // A year of visits every four weeks is fine: 14 of them.
    expect(await preview(series(first, { intervalWeeks: 4, untilDate: addDays(first, 365) }))).toHaveLength(
      14,
    );
  });
});

const oneEnd = () => ({ path: 'repeat', message: 'Choose either a number of visits or an end date' });
const interval = () => ({ path: 'repeat.intervalWeeks', message: 'Repeat every 1 to 12 weeks' });

describe('this and following', () => {
  async function bookWeekly(first: string, clientEmail: string) {
    const body = series(first, { intervalWeeks: 1, occurrences: 4 }, { startTime: '09:00', clientEmail });
    const dates = [0, 1, 2, 3].map((weeks) => weeksAfter(first, weeks));
    const created = await call('POST', '/api/appointment-series', { ...body, dates });
    expect(created.statusCode).toBe(201);
    return created.json() as { seriesId: number; appointments: Item[] };
  }
  const timesOf = async (seriesId: number) => {
    const got = await call('GET', `/api/appointment-series/${seriesId}`);
    return (got.json().appointments as Item[]).map((a) => [a.startTime, a.status]);
  };

  it('moves the third visit and the rest to a new time, keeping their dates; onto a taken time it is 409 and nothing moves', async () => {
    const first = daysAhead(80, NEW_YORK);
    const { seriesId, appointments: visits } = await bookWeekly(first, 'mover@example.com');
    const third = visits[2] as Item;
    const moved = await call('PUT', `/api/appointment-series/${seriesId}/from/${third.id}`, {
      startTime: '13:00',
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().appointments as Item[]).map((a) => [a.date, a.startTime])).toEqual([
      [first, '09:00'],
      [weeksAfter(first, 1), '09:00'],
      [weeksAfter(first, 2), '13:00'],
      [weeksAfter(first, 3), '13:00'],
    ]);

    const inTheWay = await call(
      'POST',
      '/api/appointments',
      booking(service.id, {
        date: weeksAfter(first, 3),
        startTime: '15:30',
        staffId: biz.ownerStaffId,
        clientEmail: 'in-the-way@example.com',
      }),
    );
    expect(inTheWay.statusCode).toBe(201);
    const onto = await call('PUT', `/api/appointment-series/${seriesId}/from/${third.id}`, {
      startTime: '15:00',
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe('This time slot is no longer available');
    expect(await timesOf(seriesId)).toEqual([
      ['09:00', 'pending'],
      ['09:00', 'pending'],
      ['13:00', 'pending'],
      ['13:00', 'pending'],
    ]);

    // Half an hour later overlaps its own old time: that is not taken.
    const later = await call('PUT', `/api/appointment-series/${seriesId}/from/${third.id}`, {
      startTime: '13:30',
    });
    expect(later.statusCode).toBe(200);
    expect((await timesOf(seriesId)).map(([time]) => time)).toEqual(['09:00', '09:00', '13:30', '13:30']);
  });

  it('cancels the second visit and the rest, leaving the first; "this one" goes through the appointment', async () => {
    const first = daysAhead(100, NEW_YORK);
    const { seriesId, appointments: visits } = await bookWeekly(first, 'canceller@example.com');
    const [one, two, three] = visits as [Item, Item, Item, Item];
    const single = await call('PUT', `/api/appointments/${three.id}`, { status: 'cancelled' });
    expect(single.statusCode).toBe(200);
    expect(await timesOf(seriesId)).toEqual([
      ['09:00', 'pending'],
      ['09:00', 'pending'],
      ['09:00', 'cancelled'],
      ['09:00', 'pending'],
    ]);

    const cancelled = await call('PUT', `/api/appointment-series/${seriesId}/from/${two.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json().appointments as Item[]).map((a) => [a.id, a.status])).toEqual([
      [one.id, 'pending'],
      [two.id, 'cancelled'],
      [three.id, 'cancelled'],
      [visits[3]?.id, 'cancelled'],
    ]);

    const both = await call('PUT', `/api/appointment-series/${seriesId}/from/${one.id}`, {
      status: 'cancelled',
      startTime: '10:00',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([{ path: 'status', message: 'Cancel or move, not both' }]);
    const nothing = await call('PUT', `/api/appointment-series/${seriesId}/from/${one.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Nothing to update');
  });
});

describe('telling the client about this and following (issue 33)', () => {
  const changeMail = (to: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.kind, 'appointment_change')));

  it('sends one message with the new times of the moved visits, or the cancelled ones, only when asked', async () => {
    const first = daysAhead(120, NEW_YORK);
    const body = series(
      first,
      { intervalWeeks: 1, occurrences: 4 },
      { startTime: '09:00', clientEmail: 'told@example.com' },
    );
    const dates = [0, 1, 2, 3].map((weeks) => weeksAfter(first, weeks));
    const created = await call('POST', '/api/appointment-series', { ...body, dates });
    const { seriesId, appointments: visits } = created.json() as { seriesId: number; appointments: Item[] };
    const [, two, three] = visits as [Item, Item, Item, Item];

    expect(
      (await call('PUT', `/api/appointment-series/${seriesId}/from/${three.id}`, { startTime: '11:00' }))
        .statusCode,
    ).toBe(200);
    expect(await changeMail('told@example.com')).toEqual([]);

    const moved = await call('PUT', `/api/appointment-series/${seriesId}/from/${three.id}`, {
      startTime: '14:00',
      notifyClient: true,
    });
    expect(moved.statusCode).toBe(200);
    const [movedMail] = await changeMail('told@example.com');
    expect(movedMail?.subject).toMatch(/^Your Colour appointments at .+ have new times$/);
    expect(movedMail?.body.match(/^- .* at 2:00 PM E[SD]T$/gm)).toHaveLength(2);

    const cancelled = await call('PUT', `/api/appointment-series/${seriesId}/from/${two.id}`, {
      status: 'cancelled',
      notifyClient: true,
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await changeMail('told@example.com');
    expect(mails).toHaveLength(2);
    const gone = mails.find((m) => m.subject.endsWith('are cancelled'));
    // The three visits as they were: the second at 9:00, the third and fourth at 2:00.
    expect(gone?.body.match(/^- .*$/gm)).toHaveLength(3);
    expect(gone?.body).toMatch(/To book another time: http.+\/booking\?business=/);
  });
});

describe('who may see and change a series', () => {
  it("answers 404 for another business's series and appointments, and 401 without a session", async () => {
    const first = daysAhead(140, NEW_YORK);
    const body = series(first, { intervalWeeks: 1, occurrences: 2 }, { clientEmail: 'private@example.com' });
    const created = await call('POST', '/api/appointment-series', { ...body, dates: [first] });
    expect(created.statusCode).toBe(201);
    const { seriesId, appointments: visits } = created.json() as { seriesId: number; appointments: Item[] };
    const visit = visits[0] as Item;

    const other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const theirs = await addService(t.app, other.cookie);
    expect(
      (await call('GET', `/api/appointment-series/${seriesId}`, undefined, other.cookie)).statusCode,
    ).toBe(404);
    const change = await call(
      'PUT',
      `/api/appointment-series/${seriesId}/from/${visit.id}`,
      { status: 'cancelled' },
      other.cookie,
    );
    expect(change.statusCode).toBe(404);
    // Their own service with this business's staff member: the staff member is not theirs.
    const stranger = await call(
      'POST',
      '/api/appointment-series/preview',
      { ...body, serviceId: theirs.id },
      other.cookie,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'staffId', message: 'Staff member not found' }]);
    const wrongService = await call('POST', '/api/appointment-series/preview', {
      ...body,
      serviceId: theirs.id,
    });
    expect(wrongService.json().errors).toEqual([{ path: 'serviceId', message: 'Service not found' }]);
    // An appointment of this business that is not of that series.
    const oneOff = await call(
      'POST',
      '/api/appointments',
      booking(service.id, { date: first, startTime: '16:00', clientEmail: 'one-off@example.com' }),
    );
    const notInSeries = await call('PUT', `/api/appointment-series/${seriesId}/from/${oneOff.json().id}`, {
      status: 'cancelled',
    });
    expect(notInSeries.statusCode).toBe(404);
    expect((await call('GET', `/api/appointments/${visit.id}`)).json().status).toBe('pending');

    for (const [method, url, payload] of [
      ['POST', '/api/appointment-series/preview', body],
      ['POST', '/api/appointment-series', { ...body, dates: [first] }],
      ['GET', `/api/appointment-series/${seriesId}`, undefined],
      ['PUT', `/api/appointment-series/${seriesId}/from/${visit.id}`, { status: 'cancelled' }],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('a member limited to their own appointments', () => {
  it('books a series only with themselves', async () => {
    const team = await teamOfEveryRole(t);
    const trim = await addService(t.app, team.owner.cookie, { name: 'Trim', duration: 30 });
    const { contractor } = team.members;
    const first = daysAhead(40);
    const body = (staffId: number) => ({
      ...booking(trim.id, { date: first, staffId, clientEmail: 'own@example.com' }),
      repeat: { intervalWeeks: 1, occurrences: 2 },
    });
    const others = await call(
      'POST',
      '/api/appointment-series/preview',
      body(team.ownerStaffId),
      contractor.cookie,
    );
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('You can book and move only your own appointments.');
    const booked = await call(
      'POST',
      '/api/appointment-series',
      { ...body(team.ownerStaffId), dates: [first] },
      contractor.cookie,
    );
    expect(booked.statusCode).toBe(403);

    const own = await call(
      'POST',
      '/api/appointment-series',
      { ...body(contractor.staffId), dates: [first, addDays(first, 7)] },
      contractor.cookie,
    );
    expect(own.statusCode).toBe(201);
    const { seriesId, appointments: visits } = own.json() as { seriesId: number; appointments: Item[] };
    const moveToOwner = await call(
      'PUT',
      `/api/appointment-series/${seriesId}/from/${visits[0]?.id}`,
      { staffId: team.ownerStaffId },
      contractor.cookie,
    );
    expect(moveToOwner.statusCode).toBe(403);
    const got = await call('GET', `/api/appointment-series/${seriesId}`, undefined, contractor.cookie);
    expect(got.json().appointments).toHaveLength(2);
  });
});
