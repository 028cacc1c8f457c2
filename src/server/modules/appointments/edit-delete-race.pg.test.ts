import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show a delete and an edit truly at once.
describe('an appointment deleted and edited at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('answers each request (done, gone or 409), never 500, over 10 rounds', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: biz.cookie }, payload });
    const seen: number[] = [];
    for (let round = 0; round < 10; round++) {
      const created = await call(
        'POST',
        '/api/appointments',
        booking(service.id, { date: daysAhead(20 + round), clientEmail: `edit-delete-${round}@example.com` }),
      );
      expect(created.statusCode).toBe(201);
      const url = `/api/appointments/${created.json().id}`;
      const [edited, deleted] = await Promise.all([
        call('PUT', url, { date: daysAhead(20 + round), startTime: '11:00', notes: `Round ${round}` }),
        call('DELETE', url),
      ]);
      seen.push(edited.statusCode, deleted.statusCode);
      expect([200, 404, 409], edited.body).toContain(edited.statusCode);
      expect([204, 409], deleted.body).toContain(deleted.statusCode);
      if (edited.statusCode === 409)
        expect(edited.json().message).toBe('Someone changed this at the same moment. Please try again.');
    }
    expect(seen).not.toContain(500);
    // PostgreSQL looks for a deadlock only after deadlock_timeout (1 s) of waiting: a round that deadlocks
    // takes about a second before the retry, so ten rounds take up to about ten.
  }, 60_000);
});
