import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, waitlistEntries } from '../../db/schema/index';
import { booking } from '../slots/scheduling-fixtures';
import { expireWaitlistHolds } from '../waitlist-holds/offer';
import { fullDay } from './waitlist-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show a hold and bookings truly racing.
describe('a waitlist hold under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  /** Who has the 10:00 hour: live appointments and offered holds of the business (one at most, ever). */
  async function holdersOf(businessId: number) {
    const booked = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, businessId), ne(appointments.status, 'cancelled')));
    const held = await t.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.businessId, businessId), eq(waitlistEntries.status, 'offered')));
    return { booked, held };
  }

  const publicBooking = (f: Awaited<ReturnType<typeof fullDay>>, i: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${f.biz.user.businessSlug}/appointments`,
      remoteAddress: uniqueClientAddress(),
      payload: booking(f.service.id, {
        date: f.day,
        startTime: '10:00',
        clientEmail: `racer${i}@example.com`,
      }),
    });

  it('a cancellation racing 20 public and 20 desk bookings of the freed hour: the waitlist gets it, no booker does', async () => {
    const f = await fullDay(t);
    await f.join('ada@example.com');
    const [cancel, ...racers] = await Promise.all([
      f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' }),
      ...Array.from({ length: 20 }, (_, i) => publicBooking(f, i)),
      ...Array.from({ length: 20 }, (_, i) => deskBooking(f, i)),
    ]);
    expect(cancel?.statusCode).toBe(200);
    expect(racers.map((r) => r.statusCode).filter((c) => c === 201)).toEqual([]);
    const { booked, held } = await holdersOf(f.biz.businessId);
    expect(booked).toHaveLength(0);
    expect(held.map((h) => h.clientEmail)).toEqual(['ada@example.com']);
  });

  // The front desk may book outside the offered times: only the hold check keeps it off a held hour.
  const deskBooking = (f: Awaited<ReturnType<typeof fullDay>>, i: number) =>
    f.as(
      'POST',
      '/api/appointments',
      booking(f.service.id, {
        date: f.day,
        startTime: '10:00',
        staffId: f.biz.ownerStaffId,
        clientEmail: `desk${i}@example.com`,
      }),
    );

  it('two clicks of the link, 10 public and 5 desk bookings of the held hour at once: one appointment, the client’s', async () => {
    const f = await fullDay(t, 6);
    const token = (await f.join('ada@example.com')).json().token;
    await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' });
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/waitlist/${token}/book`,
        remoteAddress: uniqueClientAddress(),
      });
    const responses = await Promise.all([
      claim(),
      claim(),
      ...Array.from({ length: 10 }, (_, i) => publicBooking(f, i)),
      ...Array.from({ length: 5 }, (_, i) => deskBooking(f, i)),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(16);
    expect([codes[0], codes[1]].sort()).toEqual([201, 409]);
    const { booked, held } = await holdersOf(f.biz.businessId);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.startTime).toBe('10:00');
    expect(held).toHaveLength(0);
  });

  it('a click racing the end of the hold: either the client books it or the next person holds it, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const f = await fullDay(t, 8 + round);
      const token = (await f.join('ada@example.com')).json().token;
      await f.join('bob@example.com');
      await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' });
      const [claim] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/public/waitlist/${token}/book`,
          remoteAddress: uniqueClientAddress(),
        }),
        expireWaitlistHolds(t.db, new Date(Date.now() + 16 * 60_000)),
      ]);
      const { booked, held } = await holdersOf(f.biz.businessId);
      expect(booked.length + held.length).toBe(1);
      if (claim?.statusCode === 201) expect(held).toHaveLength(0);
      else expect(held.map((h) => h.clientEmail)).toEqual(['bob@example.com']);
    }
  });
});
