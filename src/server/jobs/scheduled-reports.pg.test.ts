import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { outbox, reports } from '../db/schema/index';
import { schedulingBusiness } from '../modules/slots/scheduling-fixtures';
import { sendDueReports } from './scheduled-reports';

// PGlite runs one session at a time, so only PostgreSQL can show several instances racing for a send.
describe('scheduled reports on several instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('eight runners at once: each due report goes out once, to each recipient once', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/reports/saved',
        headers: { cookie: biz.cookie },
        payload: {
          name: `Weekly ${i}`,
          type: i % 2 ? 'services' : 'overview',
          parameters: { period: '7d' },
          schedule: 'weekly',
          recipients: [`a${i}@example.com`, `b${i}@example.com`],
        },
      });
      ids.push(created.json().id);
    }
    for (const id of ids)
      await t.db
        .update(reports)
        .set({ nextRunAt: new Date('2027-04-05T11:00:00Z') })
        .where(eq(reports.id, id));
    const now = new Date('2027-04-05T11:02:00Z');
    const handled = await Promise.all(Array.from({ length: 8 }, () => sendDueReports(t.db, now)));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(5);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'scheduled_report'));
    expect(mails).toHaveLength(10);
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(10);
    for (const row of await t.db.select().from(reports))
      expect(row.nextRunAt?.toISOString()).toBe('2027-04-12T11:00:00.000Z');
  });
});
