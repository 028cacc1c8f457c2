import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, setPlan } from '../../../../tests/support/plans';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { MemberRole } from '../../../contract/auth';
import type { SearchResults } from '../../../contract/search';
import { addProduct } from '../products/commerce-fixtures';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

let t: TestApp;
let team: Team;
let rival: TestBusiness;

type Cookie = string | undefined;
const call = (cookie: Cookie, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const cookieOf = (role: MemberRole) => team.members[role].cookie;

async function search(cookie: string, q: string): Promise<SearchResults> {
  const response = await call(cookie, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function addClient(cookie: string, body: object) {
  const response = await call(cookie, 'POST', '/api/clients', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function book(cookie: string, body: object) {
  const response = await call(cookie, 'POST', '/api/appointments', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; date: string; startTime: string };
}

async function sell(cookie: string, productId: number, customerId: number | null) {
  const response = await call(cookie, 'POST', '/api/sales', {
    customerId,
    items: [{ productId, quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; totalAmount: string };
}

let ids: {
  quill: number;
  percent: number;
  staffVisit: { id: number; date: string };
  ownerVisit: { id: number; date: string };
  sale: { id: number; totalAmount: string };
  walkInSale: number;
};

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  rival = await paidBusiness(t, 'enterprise');
  const owner = cookieOf('owner');
  const quill = (
    await addClient(owner, { name: 'Quentin Quill', email: 'quentin@example.com', phone: '(555) 010-7788' })
  ).id;
  // Wildcards in a name: a search for '%' or '_' must find this one only.
  const percent = (await addClient(owner, { name: '100%_Natural Nails', email: 'natural@example.com' })).id;
  await addClient(owner, { name: 'Zelda Zimmer', email: 'zelda@example.com' });
  const service = await addService(t.app, owner, { name: 'Keratin Treatment' });
  const staffVisit = await book(owner, {
    ...booking(service.id, {
      clientName: 'Quentin Quill',
      clientEmail: 'quentin@example.com',
      date: daysAhead(3),
    }),
    staffId: team.members.staff.staffId,
  });
  const ownerVisit = await book(owner, {
    ...booking(service.id, {
      clientName: 'Zelda Zimmer',
      clientEmail: 'zelda@example.com',
      date: daysAhead(4),
    }),
    staffId: team.ownerStaffId,
  });
  const product = await addProduct(t.app, owner, { name: 'Shine Serum', price: 20, stockQuantity: 10 });
  const sale = await sell(owner, product.id, quill);
  const walkInSale = (await sell(owner, product.id, null)).id;
  ids = { quill, percent, staffVisit, ownerVisit, sale, walkInSale };

  // Another business with a client, a visit and a sale of the same names.
  await addClient(rival.cookie, { name: 'Quentin Quill', email: 'quentin@example.com' });
  const rivalService = await addService(t.app, rival.cookie, { name: 'Keratin Treatment' });
  await book(
    rival.cookie,
    booking(rivalService.id, {
      clientName: 'Quentin Quill',
      clientEmail: 'quentin@example.com',
      date: daysAhead(3),
    }),
  );
});

describe('GET /api/search', () => {
  it('finds clients by name, email or phone, with their links', async () => {
    const expected = {
      id: ids.quill,
      name: 'Quentin Quill',
      email: 'quentin@example.com',
      phone: '(555) 010-7788',
      link: `/clients/${ids.quill}`,
    };
    expect((await search(cookieOf('owner'), 'quill')).clients).toEqual([expected]);
    expect((await search(cookieOf('owner'), 'QUENTIN@EXAMPLE')).clients).toEqual([expected]);
    expect((await search(cookieOf('owner'), '010-77')).clients).toEqual([expected]);
  });

  it('finds appointments by client or service name, nearest first, linking to their day', async () => {
    const byClient = (await search(cookieOf('owner'), 'Quentin')).appointments;
    expect(byClient).toEqual([
      {
        id: ids.staffVisit.id,
        clientName: 'Quentin Quill',
        serviceName: 'Keratin Treatment',
        date: ids.staffVisit.date,
        startTime: '10:00',
        link: `/calendar?view=day&date=${ids.staffVisit.date}`,
      },
    ]);
    const byService = (await search(cookieOf('owner'), 'keratin')).appointments;
    expect(byService.map((a) => a.id)).toEqual([ids.staffVisit.id, ids.ownerVisit.id]);
  });

  it('finds sales by number (with or without #) or customer name; a sale without one is the walk-in', async () => {
    const owner = cookieOf('owner');
    const expected = {
      id: ids.sale.id,
      customerName: 'Quentin Quill',
      total: ids.sale.totalAmount,
      createdAt: expect.any(String),
      link: `/sales/${ids.sale.id}`,
    };
    expect((await search(owner, `#${ids.sale.id}`)).sales).toEqual([expected]);
    expect((await search(owner, `${ids.walkInSale}0`)).sales).toEqual([]);
    expect((await search(owner, 'Quill')).sales).toEqual([expected]);
    const walkIn = (await search(owner, `#${ids.walkInSale}`)).sales;
    expect(walkIn).toEqual([
      expect.objectContaining({ id: ids.walkInSale, customerName: 'Walk-in Customer' }),
    ]);
  });

  it('takes LIKE wildcards in the text literally', async () => {
    const owner = cookieOf('owner');
    expect((await search(owner, '0%_')).clients.map((c) => c.id)).toEqual([ids.percent]);
    expect((await search(owner, '%%')).clients).toEqual([]);
    expect((await search(owner, '__')).clients).toEqual([]);
    expect((await search(owner, '\\%')).clients).toEqual([]);
  });

  it("never finds another business's rows", async () => {
    const mine = await search(cookieOf('owner'), 'Quentin');
    const theirs = await search(rival.cookie, 'Quentin');
    expect(theirs.clients).toHaveLength(1);
    expect(theirs.appointments).toHaveLength(1);
    expect(theirs.sales).toEqual([]);
    expect(theirs.clients[0]?.id).not.toBe(mine.clients[0]?.id);
    expect(theirs.appointments[0]?.id).not.toBe(mine.appointments[0]?.id);
    expect((await search(rival.cookie, `#${ids.sale.id}`)).sales).toEqual([]);
  });

  it('answers each member from what their role lets them list', async () => {
    // Staff see the team's appointments on request, so they find them all, and clients and sales.
    const staff = await search(cookieOf('staff'), 'keratin');
    expect(staff.appointments.map((a) => a.id)).toEqual([ids.staffVisit.id, ids.ownerVisit.id]);
    expect((await search(cookieOf('staff'), 'Quill')).sales).toHaveLength(1);
    // A contractor finds only their own appointments and those clients, and no sales.
    const contractorCookie = cookieOf('contractor');
    const contractorsOwn = await book(cookieOf('owner'), {
      ...booking((await addService(t.app, cookieOf('owner'), { name: 'Keratin Gloss' })).id, {
        clientName: 'Quentin Quill',
        clientEmail: 'quentin@example.com',
        date: daysAhead(9),
      }),
      staffId: team.members.contractor.staffId,
    });
    const contractor = await search(contractorCookie, 'keratin');
    expect(contractor.appointments.map((a) => a.id)).toEqual([contractorsOwn.id]);
    expect(contractor.clients).toEqual([]);
    expect((await search(contractorCookie, 'Quentin')).clients.map((c) => c.id)).toEqual([ids.quill]);
    expect((await search(contractorCookie, 'Zelda')).clients).toEqual([]);
    expect((await search(contractorCookie, 'Quill')).sales).toEqual([]);
  });

  it('leaves clients out without the plan feature client_management, as the clients list does', async () => {
    const free = await createTestBusiness(t.app);
    await setPlan(t.db, free.user.businessId, 'basic');
    await addClient(free.cookie, { name: 'Basic Betty', email: 'betty@example.com' });
    expect((await search(free.cookie, 'Betty')).clients).toHaveLength(1);
    await setPlan(t.db, free.user.businessId, 'free', 'inactive');
    expect((await call(free.cookie, 'GET', '/api/clients')).statusCode).toBe(403);
    expect((await search(free.cookie, 'Betty')).clients).toEqual([]);
  });

  it('answers 400 with a field message for a text under 2 or over 100 characters', async () => {
    for (const [q, message] of [
      ['', 'Search must be at least 2 characters'],
      ['a', 'Search must be at least 2 characters'],
      ['  a  ', 'Search must be at least 2 characters'],
      ['x'.repeat(101), 'Search must be at most 100 characters'],
    ] as const) {
      const response = await call(cookieOf('owner'), 'GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'q', message }]);
    }
    const missing = await call(cookieOf('owner'), 'GET', '/api/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ path: 'q' });
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/search?q=quill')).statusCode).toBe(401);
  });
});
