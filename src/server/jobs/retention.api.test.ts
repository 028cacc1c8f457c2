import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { campaignRecipients, campaigns, outbox, stripeEvents } from '../db/schema/index';
import { recipientMetrics } from '../modules/campaigns/metrics-repository';
import { addClient, enableChat } from '../modules/clients/test-fixtures';
import { purgeOldRecords } from './retention';

let t: TestApp;
let owner: TestBusiness;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
  await enableChat(t.db, owner.user.businessId);
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

async function message(status: string, ageDays: number, subject: string) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      businessId: owner.user.businessId,
      kind: 'campaign',
      recipient: 'client@example.com',
      subject,
      body: 'Hello',
      status,
      createdAt: daysAgo(ageDays) as unknown as Date,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

describe('retention (issue 34)', () => {
  it('deletes sent and failed messages and Stripe events past the retention, keeps the rest and the campaign counts', async () => {
    const old = {
      sent: await message('sent', 100, 'old sent'),
      failed: await message('failed', 95, 'old failed'),
      // Never touched, however old: still to be sent, or being sent under a worker's lease.
      pending: await message('pending', 200, 'old pending'),
      sending: await message('sending', 200, 'old sending'),
    };
    const recent = await message('sent', 10, 'recent sent');
    const [campaign] = await t.db
      .insert(campaigns)
      .values({ businessId: owner.user.businessId, name: 'Spring', type: 'email', status: 'sent' })
      .returning({ id: campaigns.id });
    const campaignId = campaign?.id ?? 0;
    for (const [i, outboxId] of [old.sent, old.failed, recent].entries()) {
      const client = await addClient(t.app, owner, { name: `Recipient ${i}`, email: `r${i}@example.com` });
      await t.db.insert(campaignRecipients).values({
        businessId: owner.user.businessId,
        campaignId,
        clientId: client.id,
        status: 'queued',
        outboxId,
        queuedAt: new Date(),
      });
    }
    const metricsBefore = await recipientMetrics(t.db, owner.user.businessId, [campaignId]);
    expect(metricsBefore.get(campaignId)).toMatchObject({ audience: 3, sent: 2, failed: 1 });
    await t.db.insert(stripeEvents).values([
      { id: 'evt_old', type: 'invoice.paid', receivedAt: daysAgo(91) as unknown as Date },
      { id: 'evt_new', type: 'invoice.paid' },
    ]);

    expect(await purgeOldRecords(t.db, 90)).toEqual({ outbox: 2, stripeEvents: 1 });

    const left = await t.db.select({ subject: outbox.subject }).from(outbox).orderBy(outbox.id);
    expect(left.map((row) => row.subject)).toEqual(['old pending', 'old sending', 'recent sent']);
    expect((await t.db.select({ id: stripeEvents.id }).from(stripeEvents)).map((row) => row.id)).toEqual([
      'evt_new',
    ]);
    // The campaign's page reads the same counts after its emails' outbox rows are gone.
    expect(await recipientMetrics(t.db, owner.user.businessId, [campaignId])).toEqual(metricsBefore);
    // A second round finds nothing more.
    expect(await purgeOldRecords(t.db, 90)).toEqual({ outbox: 0, stripeEvents: 0 });
  });
});
