import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { campaignRecipients, outbox } from '../../db/schema/index';
import { caller } from '../products/commerce-fixtures';
import { schedulingBusiness } from '../slots/scheduling-fixtures';
import { addAudienceClient } from './campaign-fixtures';
import { finishCampaigns, queueCampaignBatch, startDueCampaigns } from './sending';

// PGlite runs one session at a time, so only PostgreSQL can show senders on several instances racing.
describe('a campaign sent by several instances at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('writes exactly one email per recipient', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    for (let i = 0; i < 60; i++)
      await addAudienceClient(t.db, biz.businessId, {
        name: `Client ${i}`,
        email: `c${i}@example.com`,
        optIn: true,
      });
    const call = caller(t.app);
    const created = await call('POST', '/api/campaigns', biz.cookie, {
      name: 'Race',
      subject: 'Hello {{firstName}}',
      body: 'News',
      targetAudience: { kind: 'all_subscribed' },
    });
    const id = created.json().id;
    const at = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call('POST', `/api/campaigns/${id}/send`, biz.cookie, { scheduledAt: at })).statusCode,
    ).toBe(200);
    const later = new Date(Date.now() + 120_000);
    // Four instances find it due at once: one starts it.
    const started = await Promise.all([1, 2, 3, 4].map(() => startDueCampaigns(t.db, later)));
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    // Then they all write batches of 7 until nothing is left.
    const drain = async () => {
      while ((await queueCampaignBatch(t.db, later, 7)) > 0) {}
    };
    await Promise.all([drain(), drain(), drain(), drain()]);
    await finishCampaigns(t.db, later);

    const recipients = await t.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    expect(recipients).toHaveLength(60);
    expect(recipients.every((r) => r.status === 'queued')).toBe(true);
    const emails = await t.db.select().from(outbox).where(eq(outbox.businessId, biz.businessId));
    const campaignMail = emails.filter((e) => e.kind === 'campaign');
    expect(campaignMail).toHaveLength(60);
    expect(new Set(campaignMail.map((e) => e.recipient)).size).toBe(60);
    expect((await call('GET', `/api/campaigns/${id}`, biz.cookie)).json()).toMatchObject({
      status: 'sent',
      metrics: { audience: 60 },
    });
  });
});
