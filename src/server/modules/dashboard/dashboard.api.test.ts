import { beforeAll, describe, expect, it } from 'vitest';
import { refunds, sales } from '../../db/schema/index';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, schedulingBusiness } from '../slots/scheduling-fixtures';
import { dashboardStats } from './repository';

const { t, biz } = schedulingBusinessTestApp({ timezone: 'America/New_York', tier: 'premium' });
beforeAll(async () => {
  const service = await addService(t.app, biz.cookie, { duration: 30, price: '45.00' });
  let n = 0;
  const book = async (date: string, status: string) => {
    n += 1;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(service.id, {
        date,
        startTime: `1${n % 8}:00`,
        clientEmail: `c${n}@example.com`,
        status,
      }),
    });
    if (created.statusCode !== 201) throw new Error(created.body);
  };
  await book('2027-03-16', 'confirmed');
  await book('2027-03-16', 'cancelled');
  await book('2027-03-15', 'completed');
  await book('2027-03-17', 'no_show');
  await book('2027-03-10', 'no_show');
  await book('2027-02-20', 'completed');
  await book('2027-02-10', 'completed');
  const [march] = await t.db
    .insert(sales)
    .values({
      businessId: biz.businessId,
      subtotal: '100.00',
      totalAmount: '100.00',
      saleDate: new Date('2027-03-02T12:00:00Z'),
    })
    .returning();
  await t.db.insert(refunds).values({
    businessId: biz.businessId,
    saleId: march?.id as number,
    amount: '20.00',
    // A refund counts in the month it was given (the reports' definition).
    createdAt: new Date('2027-03-05T15:00:00Z'),
  });
  // 22:00 on 28 February in New York, though already 1 March in UTC.
  await t.db.insert(sales).values({
    businessId: biz.businessId,
    subtotal: '50.00',
    totalAmount: '50.00',
    saleDate: new Date('2027-03-01T03:00:00Z'),
  });
});

describe('dashboard stats', () => {
  it("counts days, the Sunday-to-Saturday week and the month in the business's timezone", async () => {
    // 03:00Z on 17 March is still Tuesday 16 March in New York.
    const stats = await dashboardStats(
      t.db,
      biz.businessId,
      'America/New_York',
      new Date('2027-03-17T03:00:00Z'),
    );
    expect(stats).toEqual({
      todayAppointments: 1,
      yesterdayAppointments: 1,
      weekAppointments: 3,
      lastWeekAppointments: 1,
      noShows: 1,
      lastWeekNoShows: 1,
      revenue: '125.00',
      // The same days of last month: 1 to 16 February, so the 10th's $45 but not the 20th's or the 28th's.
      lastMonthRevenue: '45.00',
      thisMonthAppointments: 4,
    });
  });

  it('compares the 31st with the whole of a shorter last month', async () => {
    const stats = await dashboardStats(
      t.db,
      biz.businessId,
      'America/New_York',
      new Date('2027-03-31T15:00:00Z'),
    );
    expect(stats.lastMonthRevenue).toBe('140.00');
  });

  it('answers the signed-in business only', async () => {
    const other = await schedulingBusiness(t.app, t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ todayAppointments: 0, weekAppointments: 0, revenue: '0.00' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
