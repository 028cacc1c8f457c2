import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedClientsCsv, finishedJob } from '../../../../tests/support/data-jobs';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, paidTestApp } from '../../../../tests/support/plans';
import { appointments, memberships, sales } from '../../db/schema/index';
import { addService, booking } from '../slots/scheduling-fixtures';
import { addClient, HOUR, insertAppointment } from './test-fixtures';

const { t, owner, other } = paidTestApp('basic');

const call = (who: TestBusiness, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload: payload as object });

describe('client profile', () => {
  it("refuses bad input with the spec's messages", async () => {
    const response = await call(owner, 'POST', '/api/clients', { name: 'A', email: 'nope', phone: '555-12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number must be at least 10 digits' },
    ]);
  });

  it('creates, edits and answers 409 for a duplicate email in one business only', async () => {
    const created = await addClient(t.app, owner, {
      name: 'Ada Lovelace',
      email: 'ADA@example.com',
      phone: '(555) 010-2030',
    });
    expect(created).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(555) 010-2030',
      totalAppointments: 0,
      lastVisit: null,
    });
    const duplicate = await call(owner, 'POST', '/api/clients', {
      name: 'Ada Again',
      email: 'ada@example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A client with this email already exists');
    expect(
      (await call(other, 'POST', '/api/clients', { name: 'Ada', email: 'ada@example.com' })).statusCode,
    ).toBe(201);

    const edited = await call(owner, 'PUT', `/api/clients/${created.id}`, { notes: 'Prefers mornings' });
    expect(edited.json()).toMatchObject({ id: created.id, notes: 'Prefers mornings', name: 'Ada Lovelace' });
  });

  it('lets exactly one of ten simultaneous creates with one email through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(owner, 'POST', '/api/clients', { name: `Racer ${i}`, email: 'race@example.com' }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
  });

  it("answers 404 for another business's client, exactly like a missing one", async () => {
    const mine = await addClient(t.app, owner, { name: 'Private Person', email: 'private@example.com' });
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Hacked' }], ['DELETE']] as const) {
      const response = await call(other, method, `/api/clients/${mine.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Client not found');
    }
    expect((await call(owner, 'GET', `/api/clients/${mine.id}`)).json().name).toBe('Private Person');
    expect((await call(owner, 'GET', '/api/clients/999999')).statusCode).toBe(404);
  });

  it('shows history, total appointments, last visit and total spent (completed visits plus sales)', async () => {
    const client = await addClient(t.app, owner, { name: 'Grace Hopper', email: 'grace@example.com' });
    const businessId = owner.user.businessId;
    const base = Date.now() - 30 * 24 * HOUR;
    await insertAppointment(t.db, {
      businessId,
      clientId: client.id,
      startsAt: new Date(base),
      status: 'completed',
      price: '40.00',
    });
    const last = await insertAppointment(t.db, {
      businessId,
      clientId: client.id,
      startsAt: new Date(base + 48 * HOUR),
      status: 'completed',
      price: '25.50',
    });
    await insertAppointment(t.db, {
      businessId,
      clientId: client.id,
      startsAt: new Date(base + 96 * HOUR),
      status: 'cancelled',
      price: '99.00',
    });
    await insertAppointment(t.db, {
      businessId,
      clientId: client.id,
      startsAt: new Date(Date.now() + 72 * HOUR),
      status: 'confirmed',
      price: '60.00',
    });
    await t.db
      .insert(sales)
      .values({ businessId, customerId: client.id, subtotal: '10.00', totalAmount: '11.00' });

    const detail = (await call(owner, 'GET', `/api/clients/${client.id}`)).json();
    expect(detail).toMatchObject({ totalAppointments: 3, lastVisit: last.date, totalSpent: '76.50' });
    expect(detail.appointments).toHaveLength(4);
    expect(detail.appointments[0].status).toBe('confirmed');
    expect(detail.appointments[0].service).toMatchObject({ name: 'Haircut', duration: 45, price: '60.00' });
  });

  it("keeps a completed appointment's total when the service's price changes later", async () => {
    const service = await addService(t.app, owner.cookie, { name: 'Balayage', price: '120.00' });
    const booked = await call(owner, 'POST', '/api/appointments', {
      ...booking(service.id, { clientName: 'Price Keeper', clientEmail: 'price-keeper@example.com' }),
    });
    expect(booked.statusCode).toBe(201);
    const { id, clientId } = booked.json();
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.price).toBe('120.00');
    expect((await call(owner, 'PUT', `/api/appointments/${id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    const before = (await call(owner, 'GET', `/api/clients/${clientId}`)).json();
    expect(before.totalSpent).toBe('120.00');

    const repriced = await call(owner, 'PUT', `/api/services/${service.id}`, { price: '150.00' });
    expect(repriced.statusCode).toBe(200);
    const after = (await call(owner, 'GET', `/api/clients/${clientId}`)).json();
    expect(after.totalSpent).toBe('120.00');
    expect(after.appointments[0].service).toMatchObject({ id: service.id, price: '120.00' });

    // Rows from before prices were kept on the appointment fall back to the service's price.
    await t.db.update(appointments).set({ price: null }).where(eq(appointments.id, id));
    expect((await call(owner, 'GET', `/api/clients/${clientId}`)).json().totalSpent).toBe('150.00');
  });

  it('deletes a client', async () => {
    const client = await addClient(t.app, owner, { name: 'Short Lived', email: 'short@example.com' });
    expect((await call(owner, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
  });
});

describe('client list', () => {
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await paidBusiness(t, 'basic');
    const rows = [
      'name,email,phone',
      ...Array.from(
        { length: 30 },
        (_, i) => `Person ${String(i).padStart(2, '0')},p${i}@example.com,555-000-${String(1000 + i)}`,
      ),
    ];
    rows.push('Zed Zebra,zed@zoo.test,212-555-7777');
    expect(await finishedJob(t, biz, '/api/clients/import', { csv: rows.join('\n') })).toMatchObject({
      status: 'done',
      result: { rows: 31 },
    });
  });

  it('pages and sorts', async () => {
    const first = (await call(biz, 'GET', '/api/clients?pageSize=10')).json();
    expect(first.total).toBe(31);
    expect(first.page).toBe(1);
    expect(first.items.map((c: { name: string }) => c.name).slice(0, 2)).toEqual(['Person 00', 'Person 01']);
    const third = (await call(biz, 'GET', '/api/clients?pageSize=10&page=3')).json();
    expect(third.items[0].name).toBe('Person 20');
    const desc = (await call(biz, 'GET', '/api/clients?sort=name&order=desc&pageSize=1')).json();
    expect(desc.items[0].name).toBe('Zed Zebra');
  });

  it('searches name, email and phone, and never shows another business', async () => {
    const byName = (await call(biz, 'GET', '/api/clients?search=zebra')).json();
    expect(byName.items.map((c: { name: string }) => c.name)).toEqual(['Zed Zebra']);
    expect((await call(biz, 'GET', '/api/clients?search=ZOO.TEST')).json().total).toBe(1);
    expect((await call(biz, 'GET', '/api/clients?search=555-7777')).json().total).toBe(1);
    expect((await call(biz, 'GET', '/api/clients?search=100%25')).json().total).toBe(0);
    expect((await call(owner, 'GET', '/api/clients?search=zebra')).json().total).toBe(0);
  });

  it('exports every client as CSV', async () => {
    const response = await exportedClientsCsv(t, biz);
    expect(response.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    // UTF-8 with a byte-order mark, so Excel reads accents as written.
    expect(response.body.startsWith('\uFEFFname,email,phone,')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(31);
    expect(parsed.data.at(-1)).toMatchObject({
      name: 'Zed Zebra',
      email: 'zed@zoo.test',
      phone: '212-555-7777',
    });
  });

  it('exports, imports and deletes for owners and admins only', async () => {
    const client = await addClient(t.app, biz, { name: 'Kept Client', email: 'kept@example.com' });
    const asRole = (role: 'staff' | 'admin' | 'owner') =>
      t.db.update(memberships).set({ role }).where(eq(memberships.businessId, biz.user.businessId));
    await asRole('staff');
    try {
      expect((await call(biz, 'POST', '/api/clients/export')).statusCode).toBe(403);
      expect((await call(biz, 'POST', '/api/clients/import', { csv: 'name\nNew Person' })).statusCode).toBe(
        403,
      );
      // Nor do they read an export someone else started.
      await asRole('owner');
      const started = (await call(biz, 'POST', '/api/clients/export')).json();
      await asRole('staff');
      expect((await call(biz, 'GET', `/api/clients/export/${started.id}`)).statusCode).toBe(403);
      expect((await call(biz, 'GET', `/api/clients/export/${started.id}/file`)).statusCode).toBe(403);
      expect((await call(biz, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(403);
      // Staff still see and look up clients.
      expect((await call(biz, 'GET', '/api/clients?search=kept')).json().total).toBe(1);
      await asRole('admin');
      expect((await call(biz, 'POST', '/api/clients/export')).statusCode).toBe(202);
    } finally {
      await asRole('owner');
    }
    expect((await call(biz, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
  });
});

describe('CSV import', () => {
  it('previews per-row errors and imports nothing while any row is bad', async () => {
    const biz = await paidBusiness(t, 'basic');
    await addClient(t.app, biz, { name: 'Existing One', email: 'taken@example.com' });
    const csv = [
      'Full Name,Email Address,Phone Number,Notes',
      'Good Row,good@example.com,555 123 4567,',
      'X,bad-email,12,',
      'Taken Again,taken@example.com,,',
      'Twin One,twin@example.com,,',
      'Twin Two,twin@example.com,,',
    ].join('\n');
    const preview = (await call(biz, 'POST', '/api/clients/import/preview', { csv })).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 3 });
    expect(preview.rows[1].errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number must be at least 10 digits' },
    ]);
    expect(preview.rows[2].errors).toEqual([
      { path: 'email', message: 'A client with this email already exists' },
    ]);
    expect(preview.rows[4].errors).toEqual([
      { path: 'email', message: 'A client with this email already exists' },
    ]);

    const refused = await finishedJob(t, biz, '/api/clients/import', { csv });
    expect(refused).toMatchObject({
      status: 'failed',
      result: null,
      error: { message: '3 rows have errors; nothing was imported' },
    });
    expect(refused.error?.errors).toContainEqual({
      path: 'rows.2.email',
      message: 'Please enter a valid email address',
    });
    expect((await call(biz, 'GET', '/api/clients')).json().total).toBe(1);

    const fixed = ['name,email', 'Good Row,good@example.com', 'Twin One,twin@example.com'].join('\n');
    expect(await finishedJob(t, biz, '/api/clients/import', { csv: fixed })).toMatchObject({
      status: 'done',
      result: { rows: 2 },
      error: null,
    });
    expect((await call(biz, 'GET', '/api/clients')).json().total).toBe(3);
  });
});

describe('CSV round trip and parser errors', () => {
  it("imports the app's own export into another business unchanged", async () => {
    const from = await paidBusiness(t, 'basic');
    const people = [
      {
        name: 'Zoë Ångström',
        email: 'zoe@example.com',
        phone: '+1 (555) 010-4422',
        address: '1 Rue Zoë, Paris',
        notes: 'Likes "quiet" rooms, no music\nPrefers mornings',
      },
      {
        name: '-Dash Lee',
        email: 'dash@example.com',
        phone: '555.010.9999 ext. 12',
        address: null,
        notes: '=SUM(A1:A3)',
      },
      { name: '@Handle Park', email: 'handle@example.com', phone: null, address: '+44 Street', notes: null },
    ];
    for (const person of people) await addClient(t.app, from, person);
    const exported = await exportedClientsCsv(t, from);
    expect(exported.body).toContain(`"'=SUM(A1:A3)"`);

    const to = await paidBusiness(t, 'basic');
    const preview = (await call(to, 'POST', '/api/clients/import/preview', { csv: exported.body })).json();
    expect(preview).toMatchObject({ valid: 3, invalid: 0, fileErrors: [] });
    const imported = await finishedJob(t, to, '/api/clients/import', { csv: exported.body });
    expect(imported.result).toEqual({ rows: 3 });

    const fields = (who: TestBusiness) =>
      call(who, 'GET', '/api/clients?sort=email&pageSize=200').then((r) =>
        r.json().items.map((c: Record<string, unknown>) => ({
          name: c.name,
          email: c.email,
          phone: c.phone,
          address: c.address,
          notes: c.notes,
        })),
      );
    const copied = await fields(to);
    expect(copied).toEqual(await fields(from));
    expect(copied).toContainEqual(people[1]);
  });

  it('reports what the parser could not read, with its line, and imports nothing', async () => {
    const biz = await paidBusiness(t, 'basic');
    const csv = [
      'name,email',
      'Ann Lee,ann@example.com',
      '"Bob Roe,bob@example.com',
      'Cy Doe,cy@example.com',
    ].join('\r\n');
    const preview = (await call(biz, 'POST', '/api/clients/import/preview', { csv })).json();
    expect(preview.fileErrors).toEqual([{ line: 3, message: 'A quoted field is never closed' }]);
    const refused = await finishedJob(t, biz, '/api/clients/import', { csv });
    expect(refused.status).toBe('failed');
    expect(refused.error?.message).toBe('Line 3: A quoted field is never closed; nothing was imported');
    expect((await call(biz, 'GET', '/api/clients')).json().total).toBe(0);
  });
});
