import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { flowRuns, outbox } from '../../db/schema/index';
import { caller } from '../products/commerce-fixtures';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';
import { runFlowRound } from './runner';

// PGlite runs one session at a time, so only PostgreSQL can show flow runners on several instances racing.
describe('a flow advanced by several instances at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('starts one run per booking and sends each email once', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const flow = await caller(t.app)('POST', '/api/automated-flows', biz.cookie, {
      name: 'Booked',
      trigger: 'appointment_booked',
      isActive: true,
      flowSteps: [{ type: 'send_email', subject: 'Thanks for booking', body: 'See you, {{firstName}}' }],
    });
    const flowId = flow.json().id;
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
        remoteAddress: uniqueClientAddress(),
        payload: booking(service.id, {
          date: daysAhead(4 + i),
          startTime: '10:00',
          clientEmail: `b${i}@example.com`,
        }),
      });
      expect(response.statusCode).toBe(201);
    }
    await Promise.all([1, 2, 3, 4].map(() => runFlowRound(t.db)));
    const runs = await t.db.select().from(flowRuns).where(eq(flowRuns.flowId, flowId));
    expect(runs).toHaveLength(12);
    expect(runs.every((r) => r.status === 'completed')).toBe(true);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, biz.businessId), eq(outbox.kind, 'flow')));
    expect(mail).toHaveLength(12);
    expect(new Set(mail.map((m) => m.recipient)).size).toBe(12);
  });
});
