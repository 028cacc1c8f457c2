import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, sessionCookieFrom, TEST_PASSWORD } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses } from '../../db/schema/index';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

let t: TestApp;
let team: Team;
let serviceId: number;
/** One appointment each for the owner, the stylist and the contractor, with three different clients. */
const booked: Record<'owner' | 'staff' | 'contractor', { id: number; clientId: number }> = {} as never;

const call = (
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  serviceId = (await addService(t.app, team.owner.cookie)).id;
  const who = {
    owner: team.ownerStaffId,
    staff: team.members.staff.staffId,
    contractor: team.members.contractor.staffId,
  };
  for (const [name, staffId] of Object.entries(who) as [keyof typeof who, number][]) {
    const response = await call(
      team.owner.cookie,
      'POST',
      '/api/appointments',
      booking(serviceId, {
        staffId,
        date: daysAhead(3),
        clientName: `Client of ${name}`,
        clientEmail: `${name}@clients.test`,
      }),
    );
    expect(response.statusCode).toBe(201);
    booked[name] = { id: response.json().id, clientId: response.json().clientId };
  }
});

const ids = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((a) => a.id).sort();

describe('whose appointments a member sees', () => {
  it('opens on the whole team for managers and on their own for staff and contractors', async () => {
    const all = [booked.owner.id, booked.staff.id, booked.contractor.id].sort();
    for (const role of ['owner', 'admin', 'manager'] as const) {
      expect(ids(await call(team.members[role].cookie, 'GET', '/api/appointments'))).toEqual(all);
    }
    expect(ids(await call(team.members.staff.cookie, 'GET', '/api/appointments'))).toEqual([booked.staff.id]);
    expect(ids(await call(team.members.contractor.cookie, 'GET', '/api/appointments'))).toEqual([
      booked.contractor.id,
    ]);
  });

  it('lets staff ask for the team or a colleague, and refuses a contractor who asks', async () => {
    const staff = team.members.staff.cookie;
    expect(ids(await call(staff, 'GET', '/api/appointments?staffId=all'))).toHaveLength(3);
    expect(ids(await call(staff, 'GET', `/api/appointments?staffId=${team.ownerStaffId}`))).toEqual([
      booked.owner.id,
    ]);
    const contractor = team.members.contractor.cookie;
    const everyone = await call(contractor, 'GET', '/api/appointments?staffId=all');
    expect(everyone.statusCode).toBe(403);
    expect(everyone.json().message).toBe('You can see only your own appointments.');
    expect((await call(contractor, 'GET', `/api/appointments?staffId=${team.ownerStaffId}`)).statusCode).toBe(
      403,
    );
    const own = await call(contractor, 'GET', `/api/appointments?staffId=${team.members.contractor.staffId}`);
    expect(ids(own)).toEqual([booked.contractor.id]);
    expect((await call(staff, 'GET', '/api/appointments?staffId=nobody')).statusCode).toBe(400);
  });

  it("answers a contractor 404 for another's appointment, as if it weren't there", async () => {
    const contractor = team.members.contractor.cookie;
    expect((await call(contractor, 'GET', `/api/appointments/${booked.owner.id}`)).statusCode).toBe(404);
    const moved = await call(contractor, 'PUT', `/api/appointments/${booked.owner.id}`, {
      status: 'confirmed',
    });
    expect(moved.statusCode).toBe(404);
    const slots = await call(
      contractor,
      'GET',
      `/api/appointments/${booked.owner.id}/slots?date=${daysAhead(4)}`,
    );
    expect(slots.statusCode).toBe(404);
    const mine = await call(contractor, 'PUT', `/api/appointments/${booked.contractor.id}`, {
      status: 'confirmed',
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('confirmed');
    // Staff may change anyone's (they run the desk); the owner's appointment is now confirmed by a stylist.
    const desk = await call(team.members.staff.cookie, 'PUT', `/api/appointments/${booked.owner.id}`, {
      status: 'confirmed',
    });
    expect(desk.statusCode).toBe(200);
  });

  it('lets a contractor book only themselves, and staff book anyone', async () => {
    const contractor = team.members.contractor.cookie;
    const forOwner = await call(
      contractor,
      'POST',
      '/api/appointments',
      booking(serviceId, { staffId: team.ownerStaffId, date: daysAhead(5) }),
    );
    expect(forOwner.statusCode).toBe(403);
    expect(forOwner.json().message).toBe('You can book and move only your own appointments.');
    const unnamed = await call(
      contractor,
      'POST',
      '/api/appointments',
      booking(serviceId, { date: daysAhead(5) }),
    );
    expect(unnamed.statusCode).toBe(201);
    expect(unnamed.json().staffId).toBe(team.members.contractor.staffId);
    const byStaff = await call(
      team.members.staff.cookie,
      'POST',
      '/api/appointments',
      booking(serviceId, { staffId: team.ownerStaffId, date: daysAhead(6) }),
    );
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json().staffId).toBe(team.ownerStaffId);
  });
});

describe('recording what already happened (issue 32 F5)', () => {
  const refusal = 'Only managers can record past appointments or book one as completed or no-show.';
  it('lets managers and up book into the past or as completed, and nobody below raise their own commission', async () => {
    const past = { staffId: team.members.staff.staffId, date: daysAhead(-3), allowPast: true };
    for (const role of ['staff', 'contractor'] as const) {
      const own = { ...past, staffId: team.members[role].staffId, clientEmail: `${role}-past@clients.test` };
      const backdated = await call(
        team.members[role].cookie,
        'POST',
        '/api/appointments',
        booking(serviceId, own),
      );
      expect(backdated.statusCode, role).toBe(403);
      expect(backdated.json().message).toBe(refusal);
      for (const status of ['completed', 'no_show']) {
        const ahead = { staffId: team.members[role].staffId, date: daysAhead(8), status };
        const done = await call(
          team.members[role].cookie,
          'POST',
          '/api/appointments',
          booking(serviceId, ahead),
        );
        expect(done.statusCode, `${role} ${status}`).toBe(403);
      }
    }
    const confirmed = await call(
      team.members.staff.cookie,
      'POST',
      '/api/appointments',
      booking(serviceId, { staffId: team.members.staff.staffId, date: daysAhead(8), status: 'confirmed' }),
    );
    expect(confirmed.statusCode).toBe(201);
    const movedBack = await call(
      team.members.staff.cookie,
      'PUT',
      `/api/appointments/${confirmed.json().id}`,
      {
        date: daysAhead(-2),
        startTime: '10:00',
        allowPast: true,
      },
    );
    expect(movedBack.statusCode).toBe(403);
    expect(movedBack.json().message).toBe(refusal);

    const recorded = await call(
      team.members.manager.cookie,
      'POST',
      '/api/appointments',
      booking(serviceId, { ...past, status: 'completed', clientEmail: 'walk-in@clients.test' }),
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'completed', date: daysAhead(-3) });
  });
});

describe('billing details (issue 32 F12)', () => {
  it('shows the card and the next charge to owners and admins only; everyone sees the tier', async () => {
    await t.db
      .update(businesses)
      .set({ cardBrand: 'visa', cardLast4: '4242' })
      .where(eq(businesses.id, team.owner.user.businessId));
    for (const role of ['owner', 'admin', 'manager', 'staff', 'contractor'] as const) {
      const plan = (await call(team.members[role].cookie, 'GET', '/api/subscription')).json();
      expect(plan.subscriptionTier, role).toBe('enterprise');
      const details = role === 'owner' || role === 'admin';
      expect(plan.card, role).toEqual(details ? { brand: 'visa', last4: '4242' } : null);
      if (!details) expect(plan.nextChargeCents, role).toBeNull();
      const invoices = await call(team.members[role].cookie, 'GET', '/api/subscription/invoices');
      expect(invoices.statusCode, role).toBe(details ? 200 : 403);
    }
  });
});

describe('whose clients a member sees', () => {
  it("shows a contractor only their appointments' clients", async () => {
    const contractor = team.members.contractor.cookie;
    const list = (await call(contractor, 'GET', '/api/clients')).json();
    const seen = list.items.map((c: { id: number }) => c.id);
    // Their own booking's client, and the one they booked themselves above; never the owner's or the stylist's.
    expect(seen).toContain(booked.contractor.clientId);
    expect(seen).not.toContain(booked.owner.clientId);
    expect(seen).not.toContain(booked.staff.clientId);
    expect((await call(contractor, 'GET', `/api/clients/${booked.owner.clientId}`)).statusCode).toBe(404);
    const own = await call(contractor, 'GET', `/api/clients/${booked.contractor.clientId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().appointments.map((a: { id: number }) => a.id)).toContain(booked.contractor.id);
    const history = await call(contractor, 'GET', `/api/appointments/client/${booked.owner.clientId}`);
    expect(history.statusCode).toBe(404);
    const staffList = (await call(team.members.staff.cookie, 'GET', '/api/clients')).json();
    expect(staffList.total).toBeGreaterThanOrEqual(3);
  });
});

describe('the dashboard and the bell', () => {
  it("counts a stylist's own appointments and the business's for the owner", async () => {
    // Today's, so the counts don't depend on where in the week or month the test runs.
    for (const staffId of [team.ownerStaffId, team.members.staff.staffId]) {
      const today = booking(serviceId, {
        staffId,
        date: daysAhead(0),
        allowPast: true,
        clientEmail: 'today@clients.test',
      });
      expect((await call(team.owner.cookie, 'POST', '/api/appointments', today)).statusCode).toBe(201);
    }
    const owner = (await call(team.owner.cookie, 'GET', '/api/dashboard/stats')).json();
    const stylist = (await call(team.members.staff.cookie, 'GET', '/api/dashboard/stats')).json();
    expect(stylist.todayAppointments).toBe(1);
    expect(owner.todayAppointments).toBe(2);
    expect(owner.thisMonthAppointments).toBeGreaterThan(stylist.thisMonthAppointments);
    expect((await call(team.members.contractor.cookie, 'GET', '/api/dashboard/stats')).statusCode).toBe(200);
  });
});

describe('what a manager may do with the team', () => {
  const manager = () => team.members.manager.cookie;
  const person = (role: string, extra: object = {}) => ({
    firstName: 'Kim',
    lastName: 'Lee',
    email: `kim-${Math.random().toString(36).slice(2, 8)}@example.com`,
    role,
    ...extra,
  });

  it('adds stylists and contractors but not admins or managers, and never sets pay', async () => {
    expect((await call(manager(), 'POST', '/api/staff', person('staff'))).statusCode).toBe(201);
    expect((await call(manager(), 'POST', '/api/staff', person('contractor'))).statusCode).toBe(201);
    const admin = await call(manager(), 'POST', '/api/staff', person('admin'));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(
      'Only the owner and admins may change roles, or add, edit or remove admins and managers.',
    );
    const paid = await call(manager(), 'POST', '/api/staff', person('staff', { hourlyRate: '30' }));
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe('Only the owner and admins may see or set pay.');
    const list = (await call(manager(), 'GET', '/api/staff')).json();
    expect(
      list.every((s: { salary: unknown; hourlyRate: unknown }) => s.salary === null && s.hourlyRate === null),
    ).toBe(true);
  });

  it("can't change a role or touch an admin's row; an admin can, and the new role applies at once", async () => {
    const stylistRow = team.members.staff.staffId;
    expect(
      (await call(manager(), 'PUT', `/api/staff/${stylistRow}`, { role: 'contractor' })).statusCode,
    ).toBe(403);
    expect(
      (await call(manager(), 'PUT', `/api/staff/${stylistRow}`, { position: 'Senior Stylist' })).statusCode,
    ).toBe(200);
    const adminRow = team.members.admin.staffId;
    expect((await call(manager(), 'PUT', `/api/staff/${adminRow}`, { position: 'Boss' })).statusCode).toBe(
      403,
    );
    expect((await call(manager(), 'DELETE', `/api/staff/${adminRow}`)).statusCode).toBe(403);

    const stylist = team.members.staff.cookie;
    expect((await call(stylist, 'GET', '/api/products')).statusCode).toBe(200);
    const promoted = await call(team.members.admin.cookie, 'PUT', `/api/staff/${stylistRow}`, {
      role: 'contractor',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await call(stylist, 'GET', '/api/auth/user')).json().role).toBe('contractor');
    expect((await call(stylist, 'GET', '/api/products')).statusCode).toBe(403);
    await call(team.members.admin.cookie, 'PUT', `/api/staff/${stylistRow}`, { role: 'staff' });
    expect((await call(stylist, 'GET', '/api/products')).statusCode).toBe(200);
  });
});

describe('belonging to several businesses', () => {
  it('lists them and switches this browser to another; a business they are not in is 404', async () => {
    // Another salon hires the team's owner as a stylist: signed in as themselves, they accept.
    const other = await paidBusiness(t, 'enterprise');
    const hired = await call(other.cookie, 'POST', '/api/staff', {
      firstName: 'Moonlight',
      lastName: 'Stylist',
      email: team.owner.email,
      role: 'staff',
    });
    expect(hired.statusCode).toBe(201);
    const invited = await call(other.cookie, 'POST', `/api/staff/${hired.json().id}/invite`);
    const token = invited.json().inviteUrl.split('/invite/')[1];
    // In a browser of their own: accepting moves that browser's session to the new business.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: team.owner.email, password: TEST_PASSWORD },
    });
    const elsewhere = sessionCookieFrom(signedIn.headers['set-cookie']);
    const accepted = await call(elsewhere, 'POST', `/api/invitations/${token}/accept`, {});
    expect(accepted.statusCode).toBe(200);

    const teamOwner = team.owner.cookie;
    const listed = (await call(teamOwner, 'GET', '/api/auth/businesses')).json();
    expect(listed).toEqual([
      { businessId: team.owner.user.businessId, businessName: 'Test Salon', role: 'owner', current: true },
      { businessId: other.user.businessId, businessName: 'Test Salon', role: 'staff', current: false },
    ]);

    const stranger = await createTestBusiness(t.app);
    const refused = await call(teamOwner, 'POST', '/api/auth/switch-business', {
      businessId: stranger.user.businessId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Business not found');
    expect((await call(teamOwner, 'POST', '/api/auth/switch-business', { businessId: 'x' })).statusCode).toBe(
      400,
    );

    const switched = await call(teamOwner, 'POST', '/api/auth/switch-business', {
      businessId: other.user.businessId,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ businessId: other.user.businessId, role: 'staff' });
    const cookie = sessionCookieFrom(switched.headers['set-cookie']);
    expect((await call(cookie, 'GET', '/api/auth/user')).json().businessId).toBe(other.user.businessId);
    // The session of the first business ended with the switch.
    expect((await call(teamOwner, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const back = await call(cookie, 'POST', '/api/auth/switch-business', {
      businessId: team.owner.user.businessId,
    });
    expect(back.json().role).toBe('owner');
    team.owner.cookie = sessionCookieFrom(back.headers['set-cookie']);
    team.members.owner.cookie = team.owner.cookie;
  });
});
