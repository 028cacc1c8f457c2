import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, businesses, clients, services } from '../../db/schema/index';
import { readCsv } from '../../lib/csv';

let t: TestApp;
let team: Team;
let businessId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const owner = () => team.members.owner.cookie;

/** Monday 2 to Friday 6 March 2026, 09:00 to 18:00 in New York (UTC−5): 45 hours. */
const WEEK = ['02', '03', '04', '05', '06'].map((d) => ({
  clockIn: `2026-03-${d}T14:00:00Z`,
  clockOut: `2026-03-${d}T23:00:00Z`,
}));

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  businessId = team.owner.user.businessId;
  await t.db.update(businesses).set({ timezone: 'America/New_York' }).where(eq(businesses.id, businessId));
  const stylist = team.members.staff;
  const pay = await call(owner(), 'PUT', `/api/staff/${stylist.staffId}`, {
    hourlyRate: '20.00',
    serviceCommissionPercent: 10,
  });
  expect(pay.statusCode, pay.body).toBe(200);
  expect(pay.json()).toMatchObject({ hourlyRate: '20.00', serviceCommissionPercent: 10 });
  await call(owner(), 'PUT', `/api/staff/${team.members.admin.staffId}`, { salary: '52000' });
  for (const shift of WEEK) {
    const added = await call(owner(), 'POST', '/api/time-entries', { staffId: stylist.staffId, ...shift });
    expect(added.statusCode, added.body).toBe(201);
  }
  // A completed $100.00 service that week, by the stylist.
  const [service] = await t.db
    .insert(services)
    .values({ businessId, name: 'Color', duration: 60, price: '100.00' })
    .returning();
  const [client] = await t.db.insert(clients).values({ businessId, name: 'Ada Client' }).returning();
  await t.db.insert(appointments).values({
    businessId,
    clientId: client?.id as number,
    serviceId: service?.id as number,
    staffId: stylist.staffId,
    date: '2026-03-03',
    startTime: '10:00',
    endTime: '11:00',
    timezone: 'America/New_York',
    startsAt: new Date('2026-03-03T15:00:00Z'),
    endsAt: new Date('2026-03-03T16:00:00Z'),
    status: 'completed',
    price: '100.00',
  });
});

const entryOf = (detail: { entries: { staffId: number; id: number }[] }, staffId: number) =>
  detail.entries.find((e) => e.staffId === staffId) as Record<string, unknown> & { id: number };

describe('a pay run', () => {
  let periodId: number;

  it('calculates the worked example: 40 regular, 5 overtime, commission, $960.00 gross', async () => {
    const created = await call(owner(), 'POST', '/api/payroll/periods', {
      name: 'Week of March 1',
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      payDate: '2026-03-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', totalAmount: '0.00' });
    periodId = created.json().id;

    const calculated = await call(owner(), 'POST', `/api/payroll/periods/${periodId}/calculate`);
    expect(calculated.statusCode, calculated.body).toBe(200);
    const stylist = entryOf(calculated.json(), team.members.staff.staffId);
    expect(stylist).toMatchObject({
      payType: 'hourly',
      regularHours: '40.00',
      overtimeHours: '5.00',
      doubleTimeHours: '0.00',
      regularRate: '20.00',
      overtimeRate: '30.00',
      regularPay: '800.00',
      overtimePay: '150.00',
      serviceCommission: '10.00',
      productCommission: '0.00',
      grossPay: '960.00',
      deductions: '0.00',
      netPay: '960.00',
    });
    expect((stylist.days as unknown[]).length).toBe(5);
    // Salary × 7 days ÷ 365: 52,000 → 997.26.
    expect(entryOf(calculated.json(), team.members.admin.staffId)).toMatchObject({
      payType: 'salary',
      salaryPay: '997.26',
      grossPay: '997.26',
    });
    // One entry per active staff member.
    expect(calculated.json().entries).toHaveLength(5);
  });

  it('takes deductions on a draft and keeps them when recalculated', async () => {
    const detail = (await call(owner(), 'GET', `/api/payroll/periods/${periodId}`)).json();
    const entry = entryOf(detail, team.members.staff.staffId);
    const tooMuch = await call(owner(), 'PUT', `/api/payroll/entries/${entry.id}`, { deductions: '961.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      { path: 'deductions', message: 'Deductions cannot exceed gross pay' },
    ]);
    const set = await call(owner(), 'PUT', `/api/payroll/entries/${entry.id}`, { deductions: '60.00' });
    expect(entryOf(set.json(), team.members.staff.staffId)).toMatchObject({
      deductions: '60.00',
      netPay: '900.00',
    });
    expect(set.json().totalAmount).toBe('1897.26');
    const again = (await call(owner(), 'POST', `/api/payroll/periods/${periodId}/calculate`)).json();
    expect(entryOf(again, team.members.staff.staffId)).toMatchObject({
      deductions: '60.00',
      netPay: '900.00',
    });
  });

  it('approves, locking the days’ time entries; only the owner reopens; then pays', async () => {
    const approved = await call(owner(), 'POST', `/api/payroll/periods/${periodId}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const list = (await call(owner(), 'GET', '/api/time-entries?from=2026-03-01&to=2026-03-07')).json();
    const shift = list.entries[0];
    const edit = await call(owner(), 'PUT', `/api/time-entries/${shift.id}`, { notes: 'Late' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This pay period is approved');
    const added = await call(owner(), 'POST', '/api/time-entries', {
      staffId: team.members.manager.staffId,
      clockIn: '2026-03-07T14:00:00Z',
      clockOut: '2026-03-07T16:00:00Z',
    });
    expect(added.statusCode).toBe(409);
    expect((await call(owner(), 'POST', `/api/payroll/periods/${periodId}/calculate`)).statusCode).toBe(409);

    expect(
      (await call(team.members.admin.cookie, 'POST', `/api/payroll/periods/${periodId}/reopen`)).statusCode,
    ).toBe(403);
    const reopened = await call(owner(), 'POST', `/api/payroll/periods/${periodId}/reopen`);
    expect(reopened.json().status).toBe('draft');
    expect((await call(owner(), 'PUT', `/api/time-entries/${shift.id}`, { notes: 'Late' })).statusCode).toBe(
      200,
    );
    await call(owner(), 'POST', `/api/payroll/periods/${periodId}/approve`);
    const paid = await call(team.members.admin.cookie, 'POST', `/api/payroll/periods/${periodId}/pay`);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(paid.json().paidAt).not.toBeNull();
    expect(paid.json().entries.every((e: { status: string }) => e.status === 'paid')).toBe(true);
    expect((await call(owner(), 'POST', `/api/payroll/periods/${periodId}/reopen`)).json().message).toBe(
      'This pay period is paid',
    );
  });

  it('exports a CSV for an accountant and pay stubs as PDF, each person their own', async () => {
    const csv = await call(owner(), 'GET', `/api/payroll/periods/${periodId}/export.csv`);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="payroll-2026-03-01-to-2026-03-07.csv"',
    );
    const { rows } = readCsv(csv.body, (h) => h);
    expect(rows.find((r) => r['Staff member']?.startsWith('Staff'))).toMatchObject({
      'Regular hours': '40.00',
      'Overtime hours': '5.00',
      'Hours pay': '950.00',
      'Service commission': '10.00',
      'Gross pay': '960.00',
      Deductions: '60.00',
      'Net pay': '900.00',
    });
    expect(rows.at(-1)).toMatchObject({ 'Staff member': 'Total', 'Net pay': '1897.26' });

    const stubs = (await call(team.members.staff.cookie, 'GET', '/api/payroll/stubs')).json();
    expect(stubs).toEqual([
      expect.objectContaining({ periodName: 'Week of March 1', status: 'paid', netPay: '900.00' }),
    ]);
    const pdf = await call(
      team.members.staff.cookie,
      'GET',
      `/api/payroll/entries/${stubs[0].entryId}/stub.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Net pay');
    expect(text).toContain('900.00');
    expect(
      (await call(team.members.contractor.cookie, 'GET', `/api/payroll/entries/${stubs[0].entryId}/stub.pdf`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(team.members.staff.cookie, 'GET', `/api/payroll/periods/${periodId}`)).statusCode,
    ).toBe(403);
  });

  it('refuses overlapping periods, bad dates, paying a draft and another business', async () => {
    const overlap = await call(owner(), 'POST', '/api/payroll/periods', {
      name: 'Overlap',
      startDate: '2026-03-07',
      endDate: '2026-03-13',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This pay period overlaps another');
    const backwards = await call(owner(), 'POST', '/api/payroll/periods', {
      name: 'Backwards',
      startDate: '2026-03-20',
      endDate: '2026-03-14',
    });
    expect(backwards.json().errors).toEqual([
      { path: 'endDate', message: 'End date must be on or after the start date' },
    ]);
    const next = (
      await call(owner(), 'POST', '/api/payroll/periods', {
        name: 'Next',
        startDate: '2026-03-08',
        endDate: '2026-03-14',
      })
    ).json();
    expect((await call(owner(), 'POST', `/api/payroll/periods/${next.id}/pay`)).json().message).toBe(
      'Approve the pay period before marking it paid',
    );
    expect((await call(owner(), 'POST', `/api/payroll/periods/${next.id}/approve`)).json().message).toBe(
      'Calculate the pay period before approving it',
    );
    const stranger = await teamOfEveryRole(t);
    expect(
      (await call(stranger.members.owner.cookie, 'GET', `/api/payroll/periods/${next.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(stranger.members.owner.cookie, 'DELETE', `/api/payroll/periods/${next.id}`)).statusCode,
    ).toBe(404);
    expect((await call(owner(), 'DELETE', `/api/payroll/periods/${next.id}`)).json()).toEqual({
      message: 'Pay period deleted',
    });
  });
});

describe('pay rules', () => {
  it('reads and changes the rules; daily overtime and double time change the next calculation', async () => {
    expect((await call(owner(), 'GET', '/api/payroll/settings')).json()).toEqual({
      weeklyOvertime: true,
      weeklyOvertimeHours: 40,
      dailyOvertime: false,
      dailyOvertimeHours: 8,
      doubleTime: false,
      doubleTimeHours: 12,
      overtimeMultiplier: 1.5,
      workweekStart: 0,
    });
    const bad = await call(owner(), 'PUT', '/api/payroll/settings', {
      doubleTime: true,
      doubleTimeHours: 6,
      dailyOvertime: true,
    });
    expect(bad.json().errors).toEqual([
      { path: 'doubleTimeHours', message: 'Double time must start after daily overtime' },
    ]);
    const changed = await call(owner(), 'PUT', '/api/payroll/settings', {
      dailyOvertime: true,
      doubleTime: true,
    });
    expect(changed.json()).toMatchObject({ dailyOvertime: true, doubleTime: true });
    expect((await call(team.members.manager.cookie, 'GET', '/api/payroll/settings')).statusCode).toBe(403);

    // A 14-hour Monday: 8 regular, 4 overtime, 2 double time at $20.00 → 160 + 120 + 80.
    await call(owner(), 'POST', '/api/time-entries', {
      staffId: team.members.staff.staffId,
      clockIn: '2026-03-16T12:00:00Z',
      clockOut: '2026-03-17T02:00:00Z',
    });
    const period = (
      await call(owner(), 'POST', '/api/payroll/periods', {
        name: 'Mid March',
        startDate: '2026-03-15',
        endDate: '2026-03-21',
      })
    ).json();
    const detail = (await call(owner(), 'POST', `/api/payroll/periods/${period.id}/calculate`)).json();
    expect(entryOf(detail, team.members.staff.staffId)).toMatchObject({
      regularHours: '8.00',
      overtimeHours: '4.00',
      doubleTimeHours: '2.00',
      doubleTimeRate: '40.00',
      grossPay: '360.00',
    });
  });
});

describe('product commission', () => {
  it('pays a share of the sales a stylist rings up, tax excluded', async () => {
    const stylist = team.members.staff;
    await call(owner(), 'PUT', `/api/staff/${stylist.staffId}`, { productCommissionPercent: 5 });
    const product = await call(owner(), 'POST', '/api/products', {
      name: 'Shampoo',
      price: 40,
      stockQuantity: 10,
    });
    expect(product.statusCode, product.body).toBe(201);
    const sale = await call(stylist.cookie, 'POST', '/api/sales', {
      items: [{ productId: product.json().id, quantity: 2 }],
      paymentMethod: 'cash',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(today >= start).toBe(true);
    const period = (
      await call(owner(), 'POST', '/api/payroll/periods', {
        name: 'This week',
        startDate: start,
        endDate: end,
      })
    ).json();
    const detail = (await call(owner(), 'POST', `/api/payroll/periods/${period.id}/calculate`)).json();
    // 5% of 80.00 (tax excluded).
    expect(entryOf(detail, stylist.staffId)).toMatchObject({ productCommission: '4.00' });
  });
});
