import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { RESCHEDULE_SLOT_TAKEN } from '../../../contract/portal';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show two moves into one slot truly at once.
describe('two clients move into the same free time at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('answers one 200 and one 409, never 500, over 5 rounds', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const client = async (email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/portal/signup',
        remoteAddress: uniqueClientAddress(),
        payload: { business: biz.user.businessSlug, name: 'Pat Client', email, phone: '555-123-4567' },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { token: string }).token;
    };
    const book = async (email: string, date: string, startTime: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { cookie: biz.cookie },
        payload: booking(service.id, { clientEmail: email, date, startTime, staffId: biz.ownerStaffId }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const first = await client('race-a@example.com');
    const second = await client('race-b@example.com');
    for (let round = 0; round < 5; round++) {
      const date = daysAhead(10 + round);
      const a = await book('race-a@example.com', date, '09:00');
      const b = await book('race-b@example.com', date, '11:00');
      const move = (token: string, id: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/portal/appointments/${id}/reschedule`,
          headers: { authorization: `Bearer ${token}` },
          payload: { date, startTime: '15:00' },
        });
      const answers = await Promise.all([move(first, a), move(second, b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409);
      expect(refused?.json().message).toBe(RESCHEDULE_SLOT_TAKEN);
    }
  });
});
