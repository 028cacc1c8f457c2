import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  addService,
  booking,
  daysAhead,
  type SchedulingBusiness,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';

let t: TestApp;
let biz: SchedulingBusiness;
let service: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/Chicago', tier: 'premium' });
  service = await addService(t.app, biz.cookie, {
    name: 'Facial',
    duration: 50,
    price: 80,
    description: 'Deep clean',
  });
  await addService(t.app, biz.cookie, { name: 'Retired', isActive: false });
});

// Days ahead in the business's zone: the public path refuses past dates.
const day = (n: number) => daysAhead(n, 'America/Chicago');

let address = 0;
const book = (payload: object, remoteAddress = `10.2.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress,
    payload,
  });

describe('public booking', () => {
  it('shows the business, its timezone and only active services, without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/businesses/${biz.user.businessSlug}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: biz.businessId,
      name: 'Test Salon',
      timezone: 'America/Chicago',
      services: [{ id: service.id, name: 'Facial', description: 'Deep clean', duration: 50, price: '80.00' }],
    });
    expect(response.json().slug).toBe(biz.user.businessSlug);
    // A business is found by its slug; its number (a business made after slugs) and unknown ones name nobody.
    for (const unknown of ['no-such-salon', 'abc', '987654', String(biz.businessId)])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/businesses/${unknown}` })).statusCode,
      ).toBe(404);
  });

  it('books an offered slot and answers the booking summary', async () => {
    const date = day(14);
    const response = await book({
      ...booking(service.id, { date, startTime: '09:30' }),
      clientPhone: null,
      notes: 'First visit',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      date,
      startTime: '09:30',
      endTime: '10:20',
      timezone: 'America/Chicago',
      status: 'pending',
      service: { name: 'Facial', duration: 50, price: '80.00' },
      price: '80.00',
      discountAmount: '0.00',
      offerCode: null,
    });
    const again = await book(
      booking(service.id, { date, startTime: '10:00', clientEmail: 'other@example.com' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This time slot is no longer available');
  });

  it('refuses a past date, a time that is not offered, and answers the spec messages', async () => {
    const past = await book(booking(service.id, { date: '2020-01-06', startTime: '10:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'date', message: 'Please choose a time in the future' }]);
    const offGrid = await book(booking(service.id, { date: day(15), startTime: '20:00' }));
    expect(offGrid.statusCode).toBe(409);
    const missing = await book({ serviceId: service.id });
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Name is required',
      'Valid email is required',
      'Please select a date',
      'Please select a time',
    ]);
    const unknownService = await book(booking(999999, { date: day(15) }));
    expect(unknownService.json().message).toBe('Service not found');
    const unknownBusiness = await t.app.inject({
      method: 'POST',
      url: '/api/public/businesses/no-such-salon/appointments',
      payload: booking(service.id),
    });
    expect(unknownBusiness.statusCode).toBe(404);
    const byNumber = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.businessId}/appointments`,
      payload: booking(service.id),
    });
    expect(byNumber.statusCode).toBe(404);
  });

  it('holds a phone to the one phone rule, and refuses a formula posing as one', async () => {
    for (const [clientPhone, message] of [
      ["-2+3+cmd|' /C calc'!A0", 'Please enter a valid phone number'],
      ['555-0142', 'Phone number must be at least 10 digits'],
      ['=HYPERLINK("https://evil.example")', 'Please enter a valid phone number'],
    ]) {
      const refused = await book({
        ...booking(service.id, { date: day(16), startTime: '11:00' }),
        clientPhone,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'clientPhone', message }]);
    }
    const kept = await book({
      ...booking(service.id, { date: day(16), startTime: '11:00' }),
      clientPhone: '+1 (555) 010-4422',
    });
    expect(kept.statusCode).toBe(201);
  });

  it('limits bookings to 10 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await book(booking(service.id, { date: day(16), startTime: '20:00' }), '10.3.3.3');
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 409)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
