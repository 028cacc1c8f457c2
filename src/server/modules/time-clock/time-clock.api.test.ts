import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses, timeEntries, timeEntryChanges } from '../../db/schema/index';
import { clockIn, clockOut, endBreak, startBreak } from './service';

let t: TestApp;
let team: Team;
let businessId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  businessId = team.owner.user.businessId;
  await t.db.update(businesses).set({ timezone: 'America/New_York' }).where(eq(businesses.id, businessId));
});

const member = (role: 'staff' | 'manager') => ({
  businessId,
  userId: team.members[role].userId,
  role,
});
const at = (iso: string) => new Date(iso);

describe('the time clock', () => {
  it('clocks a stylist in, refuses a second clock-in, sums breaks and answers the hours', async () => {
    const stylist = member('staff');
    const opened = await clockIn(t.db, stylist, {}, at('2026-03-02T14:00:00Z'));
    expect(opened).toMatchObject({
      staffId: team.members.staff.staffId,
      status: 'active',
      clockOut: null,
      totalHours: null,
      date: '2026-03-02',
    });
    await expect(clockIn(t.db, stylist, {}, at('2026-03-02T14:05:00Z'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'You are already clocked in',
    });
    await startBreak(t.db, stylist, {}, at('2026-03-02T17:00:00Z'));
    await expect(startBreak(t.db, stylist, {}, at('2026-03-02T17:01:00Z'))).rejects.toMatchObject({
      message: 'You are already on a break',
    });
    const back = await endBreak(t.db, stylist, {}, at('2026-03-02T17:30:00Z'));
    expect(back).toMatchObject({ breakTime: 30, onBreakSince: null });
    // A second break still running at clock-out ends with the shift.
    await startBreak(t.db, stylist, {}, at('2026-03-02T20:00:00Z'));
    const closed = await clockOut(t.db, stylist, {}, at('2026-03-02T22:15:00Z'));
    // 8 h 15 min less 30 + 135 min of breaks = 5 h 30 min.
    expect(closed).toMatchObject({ status: 'completed', breakTime: 165, totalHours: '5.50' });
    await expect(clockOut(t.db, stylist, {}, at('2026-03-02T22:20:00Z'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'You are not clocked in',
    });
  });

  it('through the API: clock in and out, the current shift, and nobody else unless a manager', async () => {
    const stylist = team.members.staff;
    const other = team.members.contractor;
    const inNow = await call(stylist.cookie, 'POST', '/api/time-entries/clock-in', {});
    expect(inNow.statusCode, inNow.body).toBe(201);
    expect((await call(stylist.cookie, 'GET', '/api/time-entries/current')).json()).toMatchObject({
      staffId: stylist.staffId,
      entry: { id: inNow.json().id, status: 'active' },
    });
    const again = await call(stylist.cookie, 'POST', '/api/time-entries/clock-in', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already clocked in');

    const someoneElse = await call(stylist.cookie, 'POST', '/api/time-entries/clock-in', {
      staffId: other.staffId,
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe('You can clock only yourself in and out.');
    const byManager = await call(team.members.manager.cookie, 'POST', '/api/time-entries/clock-in', {
      staffId: other.staffId,
    });
    expect(byManager.statusCode).toBe(201);
    expect(byManager.json().staffId).toBe(other.staffId);

    expect((await call(stylist.cookie, 'POST', '/api/time-entries/clock-out', {})).statusCode).toBe(200);
    expect(
      (
        await call(team.members.manager.cookie, 'POST', '/api/time-entries/clock-out', {
          staffId: other.staffId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(stylist.cookie, 'GET', '/api/time-entries/current')).json().entry).toBeNull();
  });

  it('lists only one’s own entries without timeEntries.manage, and flags shifts left open', async () => {
    const stylist = team.members.staff;
    const mine = (
      await call(stylist.cookie, 'GET', '/api/time-entries?from=2026-03-01&to=2026-03-07')
    ).json();
    expect(mine.timezone).toBe('America/New_York');
    expect(mine.entries.map((e: { staffId: number }) => e.staffId)).toEqual([stylist.staffId]);
    const theirs = await call(
      stylist.cookie,
      'GET',
      `/api/time-entries?staffId=${team.members.admin.staffId}`,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can see only your own time entries.');

    // A shift opened a week ago and never closed still shows in this week's list.
    const open = await clockIn(t.db, member('manager'), {}, new Date(Date.now() - 8 * 86_400_000));
    const week = (await call(team.members.owner.cookie, 'GET', '/api/time-entries')).json();
    expect(week.entries.find((e: { id: number }) => e.id === open.id)).toMatchObject({ status: 'active' });
    await clockOut(t.db, member('manager'), {}, new Date(Date.now() - 8 * 86_400_000 + 8 * 3_600_000));
  });

  it('answers bad ranges with 400', async () => {
    const owner = team.members.owner.cookie;
    const bad = await call(owner, 'GET', '/api/time-entries?from=2027-03-07&to=2027-03-01');
    expect(bad.json().errors).toEqual([{ path: 'to', message: 'To must be on or after from' }]);
    expect((await call(owner, 'GET', '/api/time-entries?from=2027-01-01&to=2027-12-31')).statusCode).toBe(
      400,
    );
  });
});

describe('manual entries', () => {
  const owner = () => team.members.owner.cookie;
  const shift = (overrides: Record<string, unknown> = {}) => ({
    staffId: team.members.admin.staffId,
    clockIn: '2027-04-05T13:00:00Z',
    clockOut: '2027-04-05T21:00:00Z',
    breakTime: 30,
    notes: 'Forgot to clock in',
    ...overrides,
  });

  it('adds, corrects with an audit row, approves and deletes', async () => {
    const created = await call(owner(), 'POST', '/api/time-entries', shift());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ totalHours: '7.50', status: 'completed', date: '2027-04-05' });
    const id = created.json().id;

    const overlapping = await call(
      owner(),
      'POST',
      '/api/time-entries',
      shift({ clockIn: '2027-04-05T20:00:00Z', clockOut: '2027-04-05T23:00:00Z' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe('This time overlaps another entry of this staff member');

    const corrected = await call(owner(), 'PUT', `/api/time-entries/${id}`, {
      clockOut: '2027-04-05T22:00:00Z',
    });
    expect(corrected.json()).toMatchObject({ totalHours: '8.50' });
    const approved = await call(owner(), 'POST', `/api/time-entries/${id}/approve`);
    expect(approved.json()).toMatchObject({ approvedBy: team.members.owner.userId });
    expect(approved.json().approvedAt).not.toBeNull();

    expect((await call(owner(), 'DELETE', `/api/time-entries/${id}`)).json()).toEqual({
      message: 'Time entry deleted',
    });
    const audit = await t.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, id));
    expect(audit.map((a) => [a.action, a.changedBy])).toEqual([
      ['update', team.members.owner.userId],
      ['approve', team.members.owner.userId],
      ['delete', team.members.owner.userId],
    ]);
    expect(audit[0]?.before).toMatchObject({ clockOut: '2027-04-05T21:00:00.000Z' });
    expect(audit[0]?.after).toMatchObject({ clockOut: '2027-04-05T22:00:00.000Z' });
  });

  it('never lets a manager approve their own entry (issue 32 F5): another manager or the owner does', async () => {
    const manager = team.members.manager.cookie;
    const add = async (staffId: number, day: string) => {
      const created = await call(
        owner(),
        'POST',
        '/api/time-entries',
        shift({ staffId, clockIn: `${day}T13:00:00Z`, clockOut: `${day}T21:00:00Z` }),
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as number;
    };
    const managersOwn = await add(team.members.manager.staffId, '2027-05-03');
    const listed = await call(manager, 'GET', '/api/time-entries?from=2027-05-03&to=2027-05-09');
    expect(listed.json().yourStaffId).toBe(team.members.manager.staffId);
    const refused = await call(manager, 'POST', `/api/time-entries/${managersOwn}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Someone else must approve your own time entries.');
    const adminApproves = await call(
      team.members.admin.cookie,
      'POST',
      `/api/time-entries/${managersOwn}/approve`,
    );
    expect(adminApproves.json()).toMatchObject({ approvedBy: team.members.admin.userId });

    const stylists = await add(team.members.staff.staffId, '2027-05-04');
    const managerApproves = await call(manager, 'POST', `/api/time-entries/${stylists}/approve`);
    expect(managerApproves.json()).toMatchObject({ approvedBy: team.members.manager.userId });
    // The owner has nobody above them.
    const ownersOwn = await add(team.members.owner.staffId, '2027-05-05');
    expect((await call(owner(), 'POST', `/api/time-entries/${ownersOwn}/approve`)).statusCode).toBe(200);
  });

  it('refuses a clock-out before the clock-in, and breaks as long as the shift', async () => {
    const backwards = await call(
      owner(),
      'POST',
      '/api/time-entries',
      shift({ clockOut: '2027-04-05T12:00:00Z' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'clockOut', message: 'Clock out must be after clock in' },
    ]);
    const allBreak = await call(owner(), 'POST', '/api/time-entries', shift({ breakTime: 480 }));
    expect(allBreak.json().errors).toEqual([
      { path: 'breakTime', message: 'Breaks must be shorter than the time worked' },
    ]);
    const created = (
      await call(
        owner(),
        'POST',
        '/api/time-entries',
        shift({ clockIn: '2027-04-06T13:00:00Z', clockOut: '2027-04-06T15:00:00Z', breakTime: 0 }),
      )
    ).json();
    const reversed = await call(owner(), 'PUT', `/api/time-entries/${created.id}`, {
      clockIn: '2027-04-06T16:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { path: 'clockOut', message: 'Clock out must be after clock in' },
    ]);
  });

  it('counts real hours across the November DST change in New York', async () => {
    // 22:00 on Saturday 6 November 2027 to 06:00 on Sunday in New York: 8 hours on the wall clock, 9 worked.
    const night = await call(
      owner(),
      'POST',
      '/api/time-entries',
      shift({
        clockIn: '2027-11-07T02:00:00Z',
        clockOut: '2027-11-07T11:00:00Z',
        breakTime: 0,
      }),
    );
    expect(night.json()).toMatchObject({ totalHours: '9.00', date: '2027-11-06' });
  });

  it("keeps another business's entries out of reach", async () => {
    const [entry] = await t.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.businessId, businessId))
      .limit(1);
    const stranger = await teamOfEveryRole(t);
    const owner2 = stranger.members.owner.cookie;
    expect(
      (await call(owner2, 'PUT', `/api/time-entries/${entry?.id}`, { notes: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call(owner2, 'DELETE', `/api/time-entries/${entry?.id}`)).statusCode).toBe(404);
    expect((await call(owner2, 'POST', `/api/time-entries/${entry?.id}/approve`)).statusCode).toBe(404);
    const clocked = await call(owner2, 'POST', '/api/time-entries/clock-in', {
      staffId: team.members.staff.staffId,
    });
    expect(clocked.statusCode).toBe(404);
    const listed = await call(owner2, 'GET', '/api/time-entries?from=2027-03-01&to=2027-05-01');
    expect(listed.json().entries).toEqual([]);
  });
});
