import { uniqueClientAddress } from '../../../../tests/support/factories';
import type { TestApp } from '../../../../tests/support/test-app';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

/**
 * Test-only: a business (UTC, one staff member, hours 09:00-17:30 by default) whose `day` has exactly one
 * free hour, 10:00-11:00, booked by `taker@example.com`: the day is full until that booking is cancelled.
 */
export async function fullDay(t: TestApp, days = 5) {
  const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
  const service = await addService(t.app, biz.cookie, { name: 'Massage', duration: 60 });
  const day = daysAhead(days);
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
  for (const [startTime, endTime] of [
    ['00:00', '10:00'],
    ['11:00', '24:00'],
  ]) {
    const block = await as('POST', '/api/blocked-times', { date: day, startTime, endTime });
    if (block.statusCode !== 201) throw new Error(`block: ${block.body}`);
  }
  const taken = await as(
    'POST',
    '/api/appointments',
    booking(service.id, { date: day, startTime: '10:00', clientEmail: 'taker@example.com' }),
  );
  if (taken.statusCode !== 201) throw new Error(`booking: ${taken.body}`);
  const join = (clientEmail: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/waitlist`,
      remoteAddress: uniqueClientAddress(),
      payload: { serviceId: service.id, date: day, clientName: 'Wait Er', clientEmail, ...extra },
    });
  return { biz, service, day, as, join, takenId: taken.json().id as number };
}
