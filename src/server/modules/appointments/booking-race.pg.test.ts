import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments } from '../../db/schema/index';
import { addService, addStaff, booking, schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show two bookings truly racing.
describe('50 parallel bookings of one slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  async function race(staffCount: number) {
    // Enterprise: no plan-limit row lock, so only the exclusion constraint keeps bookings apart.
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    for (let i = 1; i < staffCount; i++) await addStaff(t.db, biz.businessId);
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: { cookie: biz.cookie },
          payload: booking(service.id, {
            date: '2027-04-06',
            startTime: '10:00',
            clientEmail: `racer${i}@example.com`,
          }),
        }),
      ),
    );
    const stored = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, biz.businessId), ne(appointments.status, 'cancelled')));
    return { responses, stored };
  }

  it('one staff member: exactly 1 appointment, 49 answers 409', async () => {
    const { responses, stored } = await race(1);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 409)?.json().message).toBe(
      'This time slot is no longer available',
    );
    expect(stored).toHaveLength(1);
  });

  it('three free staff: exactly 3 appointments, one per staff member', async () => {
    const { responses, stored } = await race(3);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(new Set(stored.map((s) => s.staffId)).size).toBe(3);
  });

  it('a free-tier business at 9 of 10 takes exactly one more under parallel bookings', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    for (let i = 1; i < 5; i++) await addStaff(t.db, biz.businessId);
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    for (let i = 0; i < 9; i++) {
      const startTime = `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { cookie: biz.cookie },
        payload: booking(service.id, { date: '2027-04-07', startTime, staffId: biz.ownerStaffId }),
      });
      expect(r.statusCode).toBe(201);
    }
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: { cookie: biz.cookie },
          payload: booking(service.id, {
            date: '2027-04-08',
            startTime: `1${i % 5}:00`,
            clientEmail: `late${i}@example.com`,
          }),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 403)).toHaveLength(9);
  });

  it('a free-tier business at 9 of 10 revives exactly one of five cancelled appointments in parallel', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const headers = { cookie: biz.cookie };
    const book = async (i: number) => {
      const startTime = `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers,
        payload: booking(service.id, { date: '2027-05-10', startTime, clientEmail: `r${i}@example.com` }),
      });
      expect(r.statusCode).toBe(201);
      return r.json().id as number;
    };
    const put = (id: number, status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers, payload: { status } });
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await book(i));
    for (const id of first) expect((await put(id, 'cancelled')).statusCode).toBe(200);
    for (let i = 5; i < 14; i++) await book(i);
    const responses = await Promise.all(first.map((id) => put(id, 'confirmed')));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 403)).toHaveLength(4);
    const counted = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, biz.businessId), ne(appointments.status, 'cancelled')));
    expect(counted).toHaveLength(10);
  });
});
