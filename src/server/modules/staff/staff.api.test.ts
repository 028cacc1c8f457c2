import { describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, paidTestApp } from '../../../../tests/support/plans';
import { setRole } from '../products/commerce-fixtures';
import { addService, daysAhead } from '../slots/scheduling-fixtures';

const { t, owner, other } = paidTestApp('premium');

const call = (
  who: TestBusiness | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const stylist = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: `rosa-${Math.random().toString(36).slice(2, 8)}@example.com`,
  role: 'staff',
  phone: '555-010-2000',
  position: 'Stylist',
  department: 'Hair',
  hourlyRate: '24',
  hireDate: '2026-03-02',
  employeeId: `E-${Math.random().toString(36).slice(2, 8)}`,
  ...overrides,
});

describe('the staff list', () => {
  it("starts with the owner's own row, which can't be removed", async () => {
    const list = (await call(owner, 'GET', '/api/staff')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      isOwner: true,
      role: 'admin',
      position: 'Owner',
      isActive: true,
      payVisible: true,
    });
    const removed = await call(owner, 'DELETE', `/api/staff/${list[0].id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('The business owner can’t be removed from the team.');
    const demoted = await call(owner, 'PUT', `/api/staff/${list[0].id}`, { role: 'staff' });
    expect(demoted.statusCode).toBe(409);
  });
});

describe('adding, editing and removing staff', () => {
  it("refuses an empty form with the spec's four messages", async () => {
    const response = await call(owner, 'POST', '/api/staff', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
        { path: 'email', message: 'Valid email is required' },
        { path: 'role', message: 'Role is required' },
      ]),
    );
    const badEmail = await call(owner, 'POST', '/api/staff', stylist({ email: 'not-an-email' }));
    expect(badEmail.json().errors).toEqual([{ path: 'email', message: 'Valid email is required' }]);
  });

  it('adds a stylist with every §3 field, and answers 409 for their email or employee id again', async () => {
    const body = stylist({ email: 'Rosa.Unique@Example.com', employeeId: 'E-100', salary: null });
    const created = await call(owner, 'POST', '/api/staff', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa.unique@example.com',
      role: 'staff',
      phone: '555-010-2000',
      department: 'Hair',
      position: 'Stylist',
      hireDate: '2026-03-02',
      hourlyRate: '24.00',
      salary: null,
      employeeId: 'E-100',
      isActive: true,
      permissions: {},
      locationIds: [],
      userId: null,
      isOwner: false,
    });
    const sameEmail = await call(owner, 'POST', '/api/staff', stylist({ email: 'rosa.unique@example.com' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('A staff member with this email already exists');
    const sameId = await call(owner, 'POST', '/api/staff', stylist({ employeeId: 'E-100' }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toBe('A staff member with this employee ID already exists');
    // Another business may use both.
    expect((await call(other, 'POST', '/api/staff', { ...body })).statusCode).toBe(201);
  });

  it("edits the spec's fields and more; another business's id is 404", async () => {
    const { id } = (await call(owner, 'POST', '/api/staff', stylist())).json();
    const edited = await call(owner, 'PUT', `/api/staff/${id}`, {
      firstName: 'Rosalind',
      isActive: false,
      salary: 52000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Rosalind', isActive: false, salary: '52000.00' });
    expect((await call(other, 'PUT', `/api/staff/${id}`, { firstName: 'X' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/staff/${id}`)).statusCode).toBe(404);
    const blank = await call(owner, 'PUT', `/api/staff/${id}`, { lastName: '' });
    expect(blank.json().errors).toEqual([{ path: 'lastName', message: 'Last name is required' }]);
  });

  it('refuses to remove someone with upcoming appointments, and keeps a removed member on past ones', async () => {
    const member = (
      await call(owner, 'POST', '/api/staff', stylist({ firstName: 'Kai', lastName: 'Booked' }))
    ).json();
    const service = await addService(t.app, owner.cookie, { name: `Cut ${member.id}`, duration: 30 });
    const book = (date: string, allowPast = false) =>
      call(owner, 'POST', '/api/appointments', {
        clientName: 'Ada Client',
        clientEmail: 'ada@example.com',
        serviceId: service.id,
        staffId: member.id,
        date,
        startTime: '10:00',
        allowPast,
        ...(allowPast ? { status: 'completed' } : {}),
      });
    const past = await book(daysAhead(-3), true);
    expect(past.statusCode).toBe(201);
    const future = await book(daysAhead(3));
    expect(future.statusCode).toBe(201);

    const refused = await call(owner, 'DELETE', `/api/staff/${member.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Kai Booked has 1 upcoming appointment. Reassign or cancel it first.',
    );

    expect(
      (await call(owner, 'PUT', `/api/appointments/${future.json().id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect((await call(owner, 'DELETE', `/api/staff/${member.id}`)).statusCode).toBe(204);
    const list = (await call(owner, 'GET', '/api/staff')).json();
    expect(list.map((s: { id: number }) => s.id)).not.toContain(member.id);
    const kept = (await call(owner, 'GET', `/api/appointments/${past.json().id}`)).json();
    expect(JSON.stringify(kept)).toContain('Kai');
    // Their email is free again, and they are no longer bookable.
    expect((await call(owner, 'POST', '/api/staff', stylist({ email: member.email }))).statusCode).toBe(201);
    expect((await book(daysAhead(4))).statusCode).not.toBe(201);
    expect((await call(owner, 'DELETE', `/api/staff/${member.id}`)).statusCode).toBe(404);
  });
});

describe('who sees and sets pay', () => {
  it('shows pay to owners and admins only, and lets only them set it', async () => {
    const biz = await paidBusiness(t, 'premium');
    await call(biz, 'POST', '/api/staff', stylist({ salary: '48000' }));
    await setRole(t.db, biz.user.businessId, 'manager');
    const list = (await call(biz, 'GET', '/api/staff')).json();
    expect(
      list.every(
        (s: { salary: unknown; hourlyRate: unknown; payVisible: boolean }) =>
          s.salary === null && s.hourlyRate === null && !s.payVisible,
      ),
    ).toBe(true);
    expect((await call(biz, 'POST', '/api/staff', stylist())).statusCode).toBe(403);
    await setRole(t.db, biz.user.businessId, 'owner');
    expect(
      (await call(biz, 'GET', '/api/staff'))
        .json()
        .some((s: { salary: string | null }) => s.salary === '48000.00'),
    ).toBe(true);
  });
});
