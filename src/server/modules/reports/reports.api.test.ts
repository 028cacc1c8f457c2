import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { teamOfEveryRole } from '../../../../tests/support/team';
import {
  availabilityWindows,
  blockedTimes,
  clients,
  products,
  refunds,
  reviews,
  saleItems,
  sales,
} from '../../db/schema/index';
import { dashboardStats } from '../dashboard/repository';
import { paymentsSummary } from '../payments/summary';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, schedulingBusiness } from '../slots/scheduling-fixtures';

/**
 * A fixed month with known answers (America/New_York, March 2027):
 * - appointments: Cut $50/60 min completed 2 Mar (client A), Color $120/120 min completed 3 Mar (B),
 *   Cut cancelled 4 Mar (A), Cut no-show 5 Mar (C), Cut confirmed 10 Mar (A); before: Cut completed 15 Feb (A);
 * - sales: 2 Mar subtotal 100 less 10 discount + 7.20 tax (2 × Shampoo at 50), half refunded on 20 Mar (48.60,
 *   of which 45.00 before tax); 23:30 on 31 Mar local (already 1 Apr in UTC) 40.00; 23:30 on 28 Feb local
 *   (1 Mar in UTC) 30.00; a pending sale that never counts;
 * - the owner works Mon–Fri 9–17 (23 weekdays, 11,040 minutes) less a 4-hour block: 10,800 minutes.
 */
const { t, biz } = schedulingBusinessTestApp({ timezone: 'America/New_York', tier: 'premium' });
const MARCH = '?from=2027-03-01&to=2027-03-31';

const get = (url: string, cookie = biz.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  const { businessId, ownerStaffId } = biz;
  const cut = await addService(t.app, biz.cookie, { name: 'Cut', duration: 60, price: '50.00' });
  const color = await addService(t.app, biz.cookie, { name: 'Color', duration: 120, price: '120.00' });
  const ids: Record<string, number> = {};
  const book = async (key: string, serviceId: number, date: string, status: string, client: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(serviceId, {
        date,
        startTime: '10:00',
        clientName: `Client ${client}`,
        clientEmail: `client-${client}@example.com`,
        staffId: ownerStaffId,
        status,
      }),
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    ids[key] = created.json().id;
  };
  await book('before', cut.id, '2027-02-15', 'completed', 'a');
  await book('cutA', cut.id, '2027-03-02', 'completed', 'a');
  await book('colorB', color.id, '2027-03-03', 'completed', 'b');
  await book('cancelled', cut.id, '2027-03-04', 'cancelled', 'a');
  await book('noShow', cut.id, '2027-03-05', 'no_show', 'c');
  await book('later', cut.id, '2027-03-10', 'confirmed', 'a');
  const created = (email: string, at: string) =>
    t.db
      .update(clients)
      .set({ createdAt: new Date(at) })
      .where(eq(clients.email, email));
  await created('client-a@example.com', '2027-01-10T15:00:00Z');
  await created('client-b@example.com', '2027-03-03T15:00:00Z');
  // 23:00 on 31 March in New York.
  await created('client-c@example.com', '2027-04-01T03:00:00Z');
  await t.db.insert(availabilityWindows).values(
    [1, 2, 3, 4, 5].map((dayOfWeek) => ({
      businessId,
      staffId: ownerStaffId,
      dayOfWeek,
      startTime: '09:00',
      endTime: '17:00',
      timezone: 'America/New_York',
    })),
  );
  await t.db.insert(blockedTimes).values({
    businessId,
    staffId: ownerStaffId,
    startsAt: new Date('2027-03-08T14:00:00Z'),
    endsAt: new Date('2027-03-08T18:00:00Z'),
  });
  const [shampoo] = await t.db
    .insert(products)
    .values({
      businessId,
      name: 'Shampoo',
      sku: 'SH-1',
      price: '50.00',
      costPrice: '20.00',
      stockQuantity: 8,
    })
    .returning();
  const [march] = await t.db
    .insert(sales)
    .values({
      businessId,
      subtotal: '100.00',
      discountAmount: '10.00',
      taxAmount: '7.20',
      totalAmount: '97.20',
      paymentStatus: 'partially_refunded',
      saleDate: new Date('2027-03-02T17:00:00Z'),
    })
    .returning();
  await t.db.insert(saleItems).values({
    businessId,
    saleId: march?.id as number,
    productId: shampoo?.id as number,
    productName: 'Shampoo',
    quantity: 2,
    unitPrice: '50.00',
    totalPrice: '100.00',
    refundedQuantity: 1,
  });
  await t.db.insert(refunds).values({
    businessId,
    saleId: march?.id as number,
    amount: '48.60',
    createdAt: new Date('2027-03-20T16:00:00Z'),
  });
  await t.db.insert(sales).values([
    { businessId, subtotal: '40.00', totalAmount: '40.00', saleDate: new Date('2027-04-01T03:30:00Z') },
    { businessId, subtotal: '30.00', totalAmount: '30.00', saleDate: new Date('2027-03-01T04:30:00Z') },
    {
      businessId,
      subtotal: '500.00',
      totalAmount: '500.00',
      paymentStatus: 'pending',
      saleDate: new Date('2027-03-15T16:00:00Z'),
    },
  ]);
  await t.db.insert(reviews).values({
    businessId,
    rating: 4,
    title: 'Lovely color',
    comment: 'The color came out just as I hoped.',
    reviewerName: 'Client B',
    reviewerEmail: 'client-b@example.com',
    appointmentId: ids.colorB as number,
    source: 'verified',
    createdAt: new Date('2027-03-04T15:00:00Z'),
  });
});

describe('GET /api/reports/overview', () => {
  it('answers every figure of a known month, and the month before', async () => {
    const response = await get(`/api/reports/overview${MARCH}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: '2027-03-01',
      to: '2027-03-31',
      timezone: 'America/New_York',
      previousFrom: '2027-01-29',
      previousTo: '2027-02-28',
    });
    expect(body.kpis).toEqual({
      totalRevenue: '255.00',
      serviceRevenue: '170.00',
      productRevenue: '85.00',
      appointments: 5,
      completedAppointments: 2,
      cancelledAppointments: 1,
      noShows: 1,
      noShowRate: 0.25,
      newClients: 2,
      returningClients: 1,
      averageTicket: '63.75',
      utilization: 0.0278,
    });
    expect(body.previous).toMatchObject({
      totalRevenue: '80.00',
      serviceRevenue: '50.00',
      productRevenue: '30.00',
      appointments: 1,
      completedAppointments: 1,
      averageTicket: '40.00',
      newClients: 0,
    });
    const day = (date: string) => body.series.find((d: { date: string }) => d.date === date);
    expect(body.series).toHaveLength(31);
    expect(day('2027-03-02')).toEqual({
      date: '2027-03-02',
      serviceRevenue: '50.00',
      productRevenue: '90.00',
      appointments: 1,
    });
    expect(day('2027-03-20')).toMatchObject({ productRevenue: '-45.00' });
    expect(day('2027-03-31')).toMatchObject({ productRevenue: '40.00' });
    expect(body.byWeekday.map((d: { appointments: number }) => d.appointments)).toEqual([
      0, 1, 2, 0, 1, 0, 0,
    ]);
    expect(body.byHour[10]).toEqual({ hour: 10, appointments: 4 });
    expect(body.topServices).toEqual([
      { name: 'Color', completed: 1, revenue: '120.00' },
      { name: 'Cut', completed: 1, revenue: '50.00' },
    ]);
    expect(body.topProducts).toEqual([{ name: 'Shampoo', unitsSold: 1, revenue: '50.00' }]);
  });

  it('agrees with the dashboard and the payments summary for the same month', async () => {
    const overview = (await get(`/api/reports/overview${MARCH}`)).json();
    const inMarch = new Date('2027-03-20T12:00:00Z');
    const dashboard = await dashboardStats(t.db, biz.businessId, 'America/New_York', inMarch);
    expect(dashboard.revenue).toBe(overview.kpis.totalRevenue);
    // Against the same days of February (1 to 20), not the whole of it (80.00): like with like.
    expect(dashboard.lastMonthRevenue).toBe('50.00');
    const payments = await paymentsSummary(t.db, biz.businessId, inMarch);
    expect(payments.thisMonthProductRevenue).toBe(overview.kpis.productRevenue);
  });

  it('defaults to the last 30 days, takes a period, and answers bad ranges with 400', async () => {
    const recent = (await get('/api/reports/overview')).json();
    expect(recent.series).toHaveLength(30);
    expect((await get('/api/reports/overview?period=1y')).json().series.length).toBeGreaterThanOrEqual(365);
    const bad = await get('/api/reports/overview?from=2027-03-31&to=2027-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'to', message: 'To must be on or after from' }]);
    const half = await get('/api/reports/overview?from=2027-03-01');
    expect(half.json().errors).toEqual([{ path: 'to', message: 'Give both from and to' }]);
    expect((await get('/api/reports/overview?from=2027-02-30&to=2027-03-01')).statusCode).toBe(400);
    expect((await get('/api/reports/overview?period=2w')).statusCode).toBe(400);
    const long = await get('/api/reports/overview?from=2020-01-01&to=2027-01-01');
    expect(long.json().errors[0].message).toBe('A report covers at most two years');
  });
});

describe('the breakdowns', () => {
  it('answers per service', async () => {
    const body = (await get(`/api/reports/services${MARCH}`)).json();
    expect(body.rows).toEqual([
      expect.objectContaining({
        name: 'Color',
        bookings: 1,
        completed: 1,
        revenue: '120.00',
        cancellationRate: 0,
        averageDuration: 120,
      }),
      expect.objectContaining({
        name: 'Cut',
        bookings: 4,
        completed: 1,
        revenue: '50.00',
        cancellationRate: 0.25,
        averageDuration: 60,
      }),
    ]);
  });

  it('answers per staff member', async () => {
    const body = (await get(`/api/reports/staff${MARCH}`)).json();
    expect(body.rows).toEqual([
      expect.objectContaining({
        staffId: biz.ownerStaffId,
        appointments: 4,
        completed: 2,
        revenue: '170.00',
        utilization: 0.0278,
        rebookingRate: 0.5,
        averageRating: 4,
      }),
    ]);
  });

  it('answers per product', async () => {
    const body = (await get(`/api/reports/inventory${MARCH}`)).json();
    expect(body.rows).toEqual([
      {
        productId: expect.any(Number),
        name: 'Shampoo',
        sku: 'SH-1',
        stock: 8,
        stockValueAtCost: '160.00',
        stockValueAtPrice: '400.00',
        unitsSold: 1,
        revenue: '50.00',
        sellThrough: 0.1111,
        daysOfCover: 248,
        lowStock: false,
      },
    ]);
  });
});

/** A CSV's lines as cells (the byte-order mark dropped). */
function csvLines(body: string): string[][] {
  const lines = Papa.parse<string[]>(body.replace(/^\uFEFF/, '')).data;
  while (lines.at(-1)?.join('') === '') lines.pop();
  return lines;
}
const businessName = 'Test Salon';

describe('exports', () => {
  it('writes a CSV that starts with the heading and key figures and ends each table with its totals', async () => {
    const response = await get(`/api/reports/services.csv${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="services-2027-03-01-to-2027-03-31.csv"',
    );
    const lines = csvLines(response.body);
    expect(lines.slice(0, 4)).toEqual([
      [`${businessName}: Services`],
      ['Period', '2027-03-01 to 2027-03-31'],
      ['Generated', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d \(America\/New_York\)$/)],
      ['Currency', 'USD'],
    ]);
    expect(lines.slice(4)).toEqual([
      [''],
      ['Services'],
      ['Service', 'Bookings', 'Completed', 'Revenue', 'Cancellation rate', 'Average minutes'],
      ['Color', '1', '1', '120.00', '0.0%', '120'],
      ['Cut', '4', '1', '50.00', '25.0%', '60'],
      ['Total', '5', '2', '170.00', '', ''],
    ]);

    const overview = csvLines((await get(`/api/reports/overview.csv${MARCH}`)).body);
    // The key figures come first, then the days.
    expect(overview[5]?.[0]).toMatch(/^Key figures/);
    expect(overview[6]).toEqual(['Figure', 'This period', 'Previous period', 'Definition']);
    expect(overview[7]?.slice(0, 2)).toEqual(['Total revenue', '$255.00']);
    const byDay = overview.findIndex((line) => line[0] === 'By day');
    const days = overview.slice(byDay + 2, byDay + 2 + 31);
    expect(days[1]).toEqual(['2027-03-02', '1', '50.00', '90.00', '140.00']);
    expect(overview[byDay + 2 + 31]).toEqual([
      'Total',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '255.00',
    ]);
    const sum = (column: number) =>
      days.reduce((total, day) => total + Math.round(Number(day[column]) * 100), 0);
    expect(overview[byDay + 2 + 31]?.[2]).toBe((sum(2) / 100).toFixed(2));
  });

  it('writes a PDF that opens and holds the figures', async () => {
    for (const type of ['overview', 'services', 'staff', 'inventory']) {
      const response = await get(`/api/reports/${type}.pdf${MARCH}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      expect(text).toContain('2027-03-01 to 2027-03-31');
      expect(text).toContain('amounts in US dollars');
      expect(text).toMatch(/generated \d{4}-\d\d-\d\d \d\d:\d\d/);
      if (type === 'overview') expect(text).toMatch(/Total revenue[\s\S]*\$255\.00/);
      if (type === 'services') expect(text).toMatch(/Color[\s\S]*\$120\.00[\s\S]*Total[\s\S]*\$170\.00/);
      if (type === 'inventory') expect(text).toContain('Shampoo');
    }
  });
});

describe('who may read reports', () => {
  it("counts only the business's own data", async () => {
    const other = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const body = (await get(`/api/reports/overview${MARCH}`, other.cookie)).json();
    expect(body.kpis).toMatchObject({ totalRevenue: '0.00', appointments: 0, newClients: 0 });
    expect((await get(`/api/reports/inventory${MARCH}`, other.cookie)).json().rows).toEqual([]);
  });

  it('needs the analytics feature, and owners, admins or managers', async () => {
    const free = await schedulingBusiness(t.app, t.db, { tier: 'basic' });
    const refused = await get('/api/reports/overview', free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This feature requires a paid subscription.');
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/overview' })).statusCode).toBe(401);

    const team = await teamOfEveryRole(t);
    await setPlan(t.db, team.owner.user.businessId, 'premium');
    const statuses = [];
    for (const role of ['admin', 'manager', 'staff', 'contractor'] as const)
      statuses.push((await get('/api/reports/staff.csv', team.members[role].cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 403, 403]);
  });
});
