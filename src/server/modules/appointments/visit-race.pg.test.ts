import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, appointmentVisits } from '../../db/schema/index';
import { addService, addStaff, booking, schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show visits truly racing single bookings.
describe('visits racing single bookings for the same time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('books each visit whole or not at all: no half visit is left behind', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    const second = await addStaff(t.db, biz.businessId, 'Noor');
    const cut = await addService(t.app, biz.cookie, { name: 'Cut', duration: 30 });
    const colour = await addService(t.app, biz.cookie, { name: 'Colour', duration: 60 });
    const date = '2027-06-08';
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/appointments', headers: { cookie: biz.cookie }, payload });
    // Ten visits: a Cut with the owner at 10:00, then a Colour with Noor at 10:30. Ten single bookings
    // want Noor at 10:30.
    const visits = Array.from({ length: 10 }, (_, i) =>
      post(
        booking(cut.id, {
          date,
          startTime: '10:00',
          staffId: biz.ownerStaffId,
          clientEmail: `visit${i}@example.com`,
          additionalServices: [{ serviceId: colour.id, staffId: second }],
        }),
      ),
    );
    const singles = Array.from({ length: 10 }, (_, i) =>
      post(
        booking(colour.id, {
          date,
          startTime: '10:30',
          staffId: second,
          clientEmail: `single${i}@example.com`,
        }),
      ),
    );
    const responses = await Promise.all([...visits, ...singles]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    // Noor's 10:30 went to exactly one of the twenty.
    expect(codes.filter((c) => c === 201)).toHaveLength(1);

    const stored = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, biz.businessId), ne(appointments.status, 'cancelled')));
    const visitsBooked = codes.slice(0, 10).filter((c) => c === 201).length;
    const inVisits = stored.filter((a) => a.visitId !== null);
    // A visit that lost its second service kept nothing: its first appointment and its row rolled back.
    expect(inVisits).toHaveLength(visitsBooked * 2);
    expect(stored.filter((a) => a.staffId === biz.ownerStaffId)).toHaveLength(visitsBooked);
    expect(stored.filter((a) => a.staffId === second)).toHaveLength(1);
    const visitRows = await t.db
      .select()
      .from(appointmentVisits)
      .where(and(eq(appointmentVisits.businessId, biz.businessId), isNotNull(appointmentVisits.id)));
    expect(visitRows).toHaveLength(visitsBooked);
  });
});
