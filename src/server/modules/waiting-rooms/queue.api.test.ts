import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  ACTION_REFUSED,
  PLACE_NOT_FOUND,
  WAITING_LIST_CLOSED,
  WAITING_LIST_FULL,
} from '../../../contract/waiting-rooms';
import { outbox, staff, timeEntries, waitingRoomQueue } from '../../db/schema/index';
import { hashSecret } from '../../lib/secret-hash';
import { addService } from '../slots/scheduling-fixtures';
import { walkIns } from './walk-in-fixtures';

let t: TestApp;
let owner: TestBusiness;
let w: ReturnType<typeof walkIns>;

beforeAll(async () => {
  t = await createTestApp();
  w = walkIns(t.app);
  // Walk-ins are the plan's front_desk, from Basic up (decision 021).
  owner = await paidBusiness(t, 'basic');
});

const MINUTE = 60_000;

describe('joining', () => {
  it('answers 201 with the token, position, expected call time and status', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Join' });
    const first = await w.join(room.id, { clientName: 'Ana Lima', clientEmail: 'Ana@Example.com' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['estimatedCallTime', 'position', 'status', 'token']);
    expect(body).toMatchObject({ position: 1, status: 'waiting' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(body.estimatedCallTime)).toBeGreaterThan(Date.now());
    expect((await w.join(room.id, { clientName: 'Ben' })).json().position).toBe(2);
    // Only the token's hash is stored.
    const rows = await t.db
      .select()
      .from(waitingRoomQueue)
      .where(eq(waitingRoomQueue.waitingRoomId, room.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashSecret(body.token));
    expect(JSON.stringify(rows)).not.toContain(body.token);
    expect(rows.find((r) => r.clientName === 'Ana Lima')?.clientEmail).toBe('ana@example.com');
  });

  it("answers 409 'The waiting list is full' at capacity, and 'This waiting list is closed' when closed", async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Small', maxCapacity: 2 });
    await w.joined(room.id, 'One');
    await w.joined(room.id, 'Two');
    const full = await w.join(room.id, { clientName: 'Three' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(WAITING_LIST_FULL);
    // The public room says so too.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/waiting-rooms/${room.id}` });
    expect(page.json()).toMatchObject({ isFull: true, currentCount: 2, isActive: true });
    // Staff adding someone count against the same capacity.
    const added = await w.call('POST', `/api/waiting-rooms/${room.id}/queue`, owner.cookie, {
      clientName: 'Four',
    });
    expect(added.statusCode).toBe(409);

    await w.call('PUT', `/api/waiting-rooms/${room.id}`, owner.cookie, { isActive: false });
    const closed = await w.join(room.id, { clientName: 'Five' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(WAITING_LIST_CLOSED);
  });

  it('answers 400 with field messages and 404 for an unknown room', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Fields' });
    const bad = await w.join(room.id, { clientName: '', clientEmail: 'nope', clientPhone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'clientName', message: 'Name is required' },
        { path: 'clientEmail', message: 'Valid email is required' },
        { path: 'clientPhone', message: 'Phone number must be at least 10 digits' },
      ]),
    );
    expect((await w.join(987654, { clientName: 'Nobody' })).statusCode).toBe(404);
  });

  it('limits joins from one address', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Limited' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await w.join(room.id, { clientName: `P${i}` }, '10.99.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the line', () => {
  it('renumbers in order after call, start, leave, remove, no-show and a move', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Renumber' });
    const ana = await w.joined(room.id, 'Ana');
    await w.joined(room.id, 'Ben');
    const cy = await w.joined(room.id, 'Cy');
    await w.joined(room.id, 'Di');
    await w.joined(room.id, 'Ed');
    const ids = Object.fromEntries(
      (await w.queue(owner.cookie, room.id)).entries.map((e) => [e.clientName, e.id]),
    ) as Record<'Ana' | 'Ben' | 'Cy' | 'Di' | 'Ed', number>;
    expect(await w.line(owner.cookie, room.id)).toEqual([
      ['Ana', 1, 'waiting'],
      ['Ben', 2, 'waiting'],
      ['Cy', 3, 'waiting'],
      ['Di', 4, 'waiting'],
      ['Ed', 5, 'waiting'],
    ]);

    // Calling Di (say, her barber is free) puts her at the front: called come first.
    const called = await w.act(owner.cookie, room.id, ids.Di, 'call');
    expect(called.statusCode).toBe(200);
    expect(called.json()).toMatchObject({ status: 'called', position: 1 });
    expect(called.json().calledAt).not.toBeNull();
    expect(await w.line(owner.cookie, room.id)).toEqual([
      ['Di', 1, 'called'],
      ['Ana', 2, 'waiting'],
      ['Ben', 3, 'waiting'],
      ['Cy', 4, 'waiting'],
      ['Ed', 5, 'waiting'],
    ]);

    // Serving takes her out of line; she stays in the room's list, unnumbered, after those in line.
    expect((await w.act(owner.cookie, room.id, ids.Di, 'start')).json()).toMatchObject({
      status: 'serving',
      position: null,
    });
    expect(await w.line(owner.cookie, room.id)).toEqual([
      ['Ana', 1, 'waiting'],
      ['Ben', 2, 'waiting'],
      ['Cy', 3, 'waiting'],
      ['Ed', 4, 'waiting'],
      ['Di', null, 'serving'],
    ]);

    // Cy leaves from her phone.
    const left = await t.app.inject({ method: 'POST', url: `/api/public/queue/${cy.token}/leave` });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'left', position: null, estimatedCallTime: null });
    expect(await w.line(owner.cookie, room.id)).toEqual([
      ['Ana', 1, 'waiting'],
      ['Ben', 2, 'waiting'],
      ['Ed', 3, 'waiting'],
      ['Di', null, 'serving'],
    ]);
    // Leaving twice: she is no longer in line.
    const again = await t.app.inject({ method: 'POST', url: `/api/public/queue/${cy.token}/leave` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACTION_REFUSED.leave);

    // Ed moves to the front of those waiting.
    const moved = await w.call('POST', `/api/waiting-rooms/${room.id}/queue/${ids.Ed}/move`, owner.cookie, {
      position: 1,
    });
    expect(moved.json()).toMatchObject({ position: 1 });
    expect(await w.line(owner.cookie, room.id)).toEqual([
      ['Ed', 1, 'waiting'],
      ['Ana', 2, 'waiting'],
      ['Ben', 3, 'waiting'],
      ['Di', null, 'serving'],
    ]);

    // Staff remove Ana; Ben is called and doesn't come.
    expect((await w.act(owner.cookie, room.id, ids.Ana, 'remove')).json().status).toBe('removed');
    await w.act(owner.cookie, room.id, ids.Ben, 'call');
    expect((await w.act(owner.cookie, room.id, ids.Ben, 'no-show')).json().status).toBe('no_show');
    expect((await w.act(owner.cookie, room.id, ids.Di, 'complete')).json()).toMatchObject({
      status: 'completed',
      position: null,
    });
    const view = await w.queue(owner.cookie, room.id);
    expect(view.entries.map((e) => [e.clientName, e.position, e.status])).toEqual([['Ed', 1, 'waiting']]);
    expect(view.room.currentCount).toBe(1);
    expect(view.finishedToday.map((e) => [e.clientName, e.status]).sort()).toEqual([
      ['Ana', 'removed'],
      ['Ben', 'no_show'],
      ['Cy', 'left'],
      ['Di', 'completed'],
    ]);
    // The status page of someone served shows it.
    expect((await w.status(ana.token)).json()).toMatchObject({ status: 'removed', position: null });
  });

  it("refuses what an entry's status doesn't allow, with the reason", async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Refusals' });
    await w.joined(room.id, 'Flo');
    const [flo] = (await w.queue(owner.cookie, room.id)).entries;
    const id = flo?.id as number;
    const complete = await w.act(owner.cookie, room.id, id, 'complete');
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(ACTION_REFUSED.complete);
    await w.act(owner.cookie, room.id, id, 'call');
    const callAgain = await w.act(owner.cookie, room.id, id, 'call');
    expect(callAgain.statusCode).toBe(409);
    expect(callAgain.json().message).toBe(ACTION_REFUSED.call);
    const move = await w.call('POST', `/api/waiting-rooms/${room.id}/queue/${id}/move`, owner.cookie, {
      position: 2,
    });
    expect(move.statusCode).toBe(409);
    await w.act(owner.cookie, room.id, id, 'remove');
    const removeAgain = await w.act(owner.cookie, room.id, id, 'remove');
    expect(removeAgain.statusCode).toBe(409);
    expect(removeAgain.json().message).toBe(ACTION_REFUSED.remove);
    // An unknown action is not a route.
    expect((await w.act(owner.cookie, room.id, id, 'teleport')).statusCode).toBe(404);
  });
});

describe('wait estimates', () => {
  it("come from today's visits in the room, times the position, over the staff clocked in", async () => {
    const biz = await paidBusiness(t, 'basic');
    const room = await w.createRoom(biz.cookie, { name: 'Estimates' });
    const now = Date.now();
    // Three visits finished moments ago: 10, 30 and 20 minutes from call to completion (median 20).
    const visits = [10, 30, 20].map((minutes, i) => ({
      businessId: biz.user.businessId,
      waitingRoomId: room.id,
      clientName: `Earlier ${i}`,
      status: 'completed',
      position: null,
      tokenHash: `earlier-${room.id}-${i}`,
      joinedAt: new Date(now - (minutes + 5) * MINUTE - 2000),
      calledAt: new Date(now - minutes * MINUTE - 2000),
      completedAt: new Date(now - 2000),
    }));
    await t.db.insert(waitingRoomQueue).values(visits);
    // Two people clocked in (one on a break doesn't count), so each visit's 20 minutes are shared by two.
    const people = await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.businessId, biz.user.businessId));
    const ownerStaff = people[0]?.id as number;
    const [second] = await t.db
      .insert(staff)
      .values([
        {
          businessId: biz.user.businessId,
          firstName: 'Sam',
          lastName: 'Two',
          email: `two-${room.id}@example.com`,
          role: 'staff',
        },
        {
          businessId: biz.user.businessId,
          firstName: 'Bo',
          lastName: 'Break',
          email: `brk-${room.id}@example.com`,
          role: 'staff',
        },
      ])
      .returning({ id: staff.id });
    const onBreak = (await t.db.select({ id: staff.id }).from(staff).where(eq(staff.lastName, 'Break')))[0]
      ?.id as number;
    await t.db.insert(timeEntries).values([
      { businessId: biz.user.businessId, staffId: ownerStaff, clockIn: new Date(now - 120 * MINUTE) },
      {
        businessId: biz.user.businessId,
        staffId: second?.id as number,
        clockIn: new Date(now - 60 * MINUTE),
      },
      {
        businessId: biz.user.businessId,
        staffId: onBreak,
        clockIn: new Date(now - 60 * MINUTE),
        breakStartedAt: new Date(now - 5 * MINUTE),
      },
    ]);

    const first = await w.joined(room.id, 'Gia Moss');
    const second2 = await w.joined(room.id, 'Hal');
    const firstStatus = (await w.status(first.token)).json();
    // The join's answer is computed at the moment of joining: position 1 waits 20 × 1 / 2 = 10 minutes.
    expect(Date.parse(first.estimatedCallTime as string) - Date.parse(firstStatus.joinedAt)).toBe(
      10 * MINUTE,
    );
    const secondStatus = (await w.status(second2.token)).json();
    expect(Date.parse(second2.estimatedCallTime as string) - Date.parse(secondStatus.joinedAt)).toBe(
      20 * MINUTE,
    );

    const view = await w.queue(biz.cookie, room.id);
    expect(view.estimate).toEqual({
      minutesPerVisit: 20,
      basis: 'history',
      visitsToday: 3,
      sample: 3,
      staffOnDuty: 2,
      staffBasis: 'clocked_in',
    });
    // Someone joining now would be third: 20 × 3 / 2.
    expect(view.room.estimatedWaitTime).toBe(30);
    // The stored figures were recomputed by the last change.
    const [stored] = await w.call('GET', '/api/waiting-rooms', biz.cookie).then((r) => r.json());
    expect(stored).toMatchObject({ currentCount: 2, estimatedWaitTime: 30 });
  });

  it("without history: the service asked for, else the room's default, with one person assumed", async () => {
    const biz = await paidBusiness(t, 'basic');
    const service = await addService(t.app, biz.cookie, { name: 'Fade', duration: 45 });
    const room = await w.createRoom(biz.cookie, {
      name: 'No history',
      settings: { serviceIds: [service.id], defaultVisitMinutes: 15 },
    });
    const a = await w.joined(room.id, 'Ivy', { serviceId: service.id });
    const b = await w.joined(room.id, 'Jon');
    const aStatus = (await w.status(a.token)).json();
    expect(aStatus.serviceName).toBe('Fade');
    expect(Date.parse(a.estimatedCallTime as string) - Date.parse(aStatus.joinedAt)).toBe(45 * MINUTE);
    const bStatus = (await w.status(b.token)).json();
    expect(Date.parse(b.estimatedCallTime as string) - Date.parse(bStatus.joinedAt)).toBe(60 * MINUTE);
    const view = await w.queue(biz.cookie, room.id);
    expect(view.estimate).toMatchObject({
      basis: 'service',
      minutesPerVisit: 15,
      staffBasis: 'assumed',
      staffOnDuty: 1,
    });
    expect(view.room.estimatedWaitTime).toBe(75);
  });
});

describe("a visitor's token", () => {
  it('shows only their own entry, and nothing of anyone else', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Tokens', welcomeMessage: 'Welcome in' });
    await w.joined(room.id, 'Kai Other', { clientEmail: 'kai@example.com', clientPhone: '555-010-1234' });
    const mine = await w.joined(room.id, 'Lou Mine');
    const response = await w.status(mine.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'waiting',
      position: 2,
      clientName: 'Lou Mine',
      room: { id: room.id, name: 'Tokens', welcomeMessage: 'Welcome in' },
    });
    expect(JSON.stringify(body)).not.toMatch(/Kai|kai@example|555-010/);
    expect(Object.keys(body).sort()).toEqual(
      [
        'businessName',
        'calledAt',
        'clientName',
        'completedAt',
        'estimatedCallTime',
        'joinedAt',
        'position',
        'room',
        'serviceName',
        'status',
        'version',
      ].sort(),
    );
    const unknown = await w.status('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PLACE_NOT_FOUND);
  });

  it('sees the change when staff call them', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Called' });
    const visitor = await w.joined(room.id, 'Max Called');
    const [entry] = (await w.queue(owner.cookie, room.id)).entries;
    await w.act(owner.cookie, room.id, entry?.id as number, 'call');
    expect((await w.status(visitor.token)).json()).toMatchObject({ status: 'called', position: 1 });
  });
});

describe('the TV board', () => {
  it('shows first names and initials only', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Board' });
    await w.joined(room.id, 'Maria Garcia Lopez', {
      clientEmail: 'maria@example.com',
      clientPhone: '555-222-3333',
    });
    await w.joined(room.id, 'Prince');
    const [maria] = (await w.queue(owner.cookie, room.id)).entries;
    await w.act(owner.cookie, room.id, maria?.id as number, 'call');
    const response = await w.call('GET', `/api/waiting-rooms/${room.id}/board`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().entries.map((e: { displayName: string; status: string }) => [e.displayName, e.status]),
    ).toEqual([
      ['Maria L.', 'called'],
      ['Prince', 'waiting'],
    ]);
    expect(response.body).not.toMatch(/Garcia|Lopez|maria@|555-222/);
  });
});

describe('telling visitors', () => {
  it('emails the status link on joining and a call when called, on a plan with email notifications', async () => {
    const biz = await createTestBusiness(t.app);
    await setPlan(t.db, biz.user.businessId, 'basic');
    const room = await w.createRoom(biz.cookie, { name: 'Mail' });
    const visitor = await w.joined(room.id, 'Nia Mail', { clientEmail: 'nia@example.com' });
    const [entry] = (await w.queue(biz.cookie, room.id)).entries;
    await w.act(biz.cookie, room.id, entry?.id as number, 'call');
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, biz.user.businessId), eq(outbox.recipient, 'nia@example.com')))
      .orderBy(outbox.id);
    expect(mail.map((m) => m.kind)).toEqual(['queue_joined', 'queue_called']);
    expect(mail[0]?.body).toContain(`/queue/${visitor.token}`);
    expect(mail[1]?.subject).toMatch(/^It's your turn at /);
    // No texts without a provider configured.
    expect(mail.every((m) => m.channel === 'email')).toBe(true);
  });

  it("wraps a visitor's email in the business's logo and colour on a plan with custom branding", async () => {
    const biz = await createTestBusiness(t.app);
    await setPlan(t.db, biz.user.businessId, 'enterprise');
    const branding = await w.call('PUT', '/api/business/branding', biz.cookie, {
      logoUrl: 'https://cdn.example.com/walk-in-logo.png',
      accentColor: '#0f766e',
    });
    expect(branding.statusCode).toBe(200);
    const room = await w.createRoom(biz.cookie, { name: 'Branded' });
    await w.joined(room.id, 'Bea Brand', { clientEmail: 'bea@example.com' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'bea@example.com'));
    expect(mail?.kind).toBe('queue_joined');
    expect(mail?.html).toContain('src="https://cdn.example.com/walk-in-logo.png"');
    expect(mail?.html).toContain('#0f766e');
  });

  it('sends nothing on the free plan, or when the room turns email off', async () => {
    // A room can only be made on a plan with front_desk; once the plan is back to free, it takes nobody in.
    const free = await paidBusiness(t, 'basic');
    const room = await w.createRoom(free.cookie, { name: 'Free' });
    await setPlan(t.db, free.user.businessId, 'free');
    const refused = await w.join(room.id, { clientName: 'Oli Free', clientEmail: 'oli@example.com' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WAITING_LIST_CLOSED);
    const paid = await createTestBusiness(t.app);
    await setPlan(t.db, paid.user.businessId, 'premium');
    const quiet = await w.createRoom(paid.cookie, { name: 'Quiet', settings: { notifyEmail: false } });
    await w.joined(quiet.id, 'Pia Quiet', { clientEmail: 'pia@example.com' });
    for (const businessId of [free.user.businessId, paid.user.businessId])
      expect(await t.db.select().from(outbox).where(eq(outbox.businessId, businessId))).toEqual([]);
  });
});
