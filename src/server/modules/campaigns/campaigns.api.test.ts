import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { startSmtpCapture } from '../../../../tests/support/smtp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { CAMPAIGN_LOCKED, CAMPAIGN_NO_AUDIENCE, CAMPAIGN_NOT_DRAFT } from '../../../contract/campaigns';
import { campaignRecipients, clients, outbox } from '../../db/schema/index';
import { deliverDueEmails } from '../../jobs/outbox';
import { smtpTransport } from '../../jobs/outbox-sender';
import { caller } from '../products/commerce-fixtures';
import { addService, type SchedulingBusiness, schedulingBusiness } from '../slots/scheduling-fixtures';
import { addAudienceClient } from './campaign-fixtures';
import { queueCampaignBatch, runCampaignRound, startDueCampaigns } from './sending';

let t: TestApp;
let biz: SchedulingBusiness;
let other: SchedulingBusiness;
let call: ReturnType<typeof caller>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let facial: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  smtp = await startSmtpCapture();
  biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
  other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
  facial = await addService(t.app, biz.cookie, { name: 'Facial' });
  const haircut = await addService(t.app, biz.cookie, { name: 'Haircut' });
  // Subscribed: recent, lapsed (90 days), a facial client; not subscribed: one with visits, one without email.
  await addAudienceClient(t.db, biz.businessId, {
    name: 'Rita Recent',
    email: 'rita@example.com',
    optIn: true,
    visitsDaysAgo: [5],
    serviceId: haircut.id,
  });
  await addAudienceClient(t.db, biz.businessId, {
    name: 'Larry Lapsed',
    email: 'larry@example.com',
    optIn: true,
    visitsDaysAgo: [90, 120],
    serviceId: haircut.id,
  });
  await addAudienceClient(t.db, biz.businessId, {
    name: 'Fay Facial',
    email: 'fay@example.com',
    optIn: true,
    visitsDaysAgo: [20],
    serviceId: facial.id,
  });
  await addAudienceClient(t.db, biz.businessId, {
    name: 'Nora Noconsent',
    email: 'nora@example.com',
    optIn: false,
    visitsDaysAgo: [3],
  });
  await addAudienceClient(t.db, biz.businessId, { name: 'Ned Noemail', email: null, optIn: false });
  await addAudienceClient(t.db, other.businessId, {
    name: 'Otto Other',
    email: 'otto@example.com',
    optIn: true,
  });
});
afterAll(() => smtp.close());

const campaign = (overrides: Record<string, unknown> = {}) => ({
  name: 'We miss you',
  subject: '{{firstName}}, we miss you at {{businessName}}',
  body: 'Come back soon. Book: {{bookingLink}}',
  targetAudience: { kind: 'all_subscribed' },
  ...overrides,
});
/** Posts a new campaign; `create` is the same, for a campaign the test needs made. */
const post = (body: object, cookie = biz.cookie) => call('POST', '/api/campaigns', cookie, body);
const create = async (body: object, cookie = biz.cookie) => {
  const response = await post(body, cookie);
  if (response.statusCode !== 201) throw new Error(`campaign: ${response.statusCode} ${response.body}`);
  return response.json();
};
const addPercentOffer = async (name: string, value: number, code: string) =>
  (await call('POST', '/api/offers', biz.cookie, { name, type: 'percentage', value, code })).json();
const count = async (targetAudience: object) =>
  (await call('POST', '/api/campaigns/audience', biz.cookie, { targetAudience })).json().count;
const deliver = () =>
  deliverDueEmails({
    db: t.db,
    transport: smtpTransport(smtp.url, 'Test <test@example.com>'),
    batchSize: 100,
  });

describe('campaign audiences', () => {
  it('counts only subscribed clients with an email, in the segment', async () => {
    expect(await count({ kind: 'all_subscribed' })).toBe(3);
    expect(await count({ kind: 'visited_within', days: 30 })).toBe(2);
    expect(await count({ kind: 'not_seen_for', days: 60 })).toBe(1);
    expect(await count({ kind: 'booked_service', serviceId: facial.id })).toBe(1);
    const bad = await call('POST', '/api/campaigns/audience', biz.cookie, {
      targetAudience: { kind: 'not_seen_for', days: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'targetAudience.days', message: 'Days must be at least 1' }]);
  });

  it("refuses another business's service, product or offer as not found", async () => {
    const theirs = await addService(t.app, other.cookie, { name: 'Theirs' });
    const response = await post(
      campaign({ targetAudience: { kind: 'booked_service', serviceId: theirs.id } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'targetAudience.serviceId', message: 'Service not found' },
    ]);
  });
});

/** The refusal of a campaign whose {{offerCode}} has no offer behind it. */
const NO_OFFER_CODE = {
  path: 'body',
  message: '{{offerCode}} has no value: choose an offer for this campaign, or take {{offerCode}} out.',
};

describe('variables in a campaign', () => {
  it('refuses an unknown variable, and {{offerCode}} with no offer, naming them', async () => {
    const unknown = await post(campaign({ subject: 'Hi {{first_name}} from {{ shop }}' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      {
        path: 'subject',
        message:
          "{{first_name}} and {{shop}} aren't variables. Use {{firstName}}, {{businessName}}, {{bookingLink}} or {{offerCode}}.",
      },
    ]);
    const noOffer = await post(campaign({ body: 'Use code {{offerCode}} for 15% off' }));
    expect(noOffer.statusCode).toBe(400);
    expect(noOffer.json().errors).toEqual([NO_OFFER_CODE]);
  });

  it('checks a change as the campaign will be (taking its offer away), and again before sending', async () => {
    const offer = await addPercentOffer('Gone soon', 15, 'GONE15');
    const draft = await create(campaign({ body: 'Use code {{offerCode}} for 15% off', offerId: offer.id }));
    const takeAway = await call('PUT', `/api/campaigns/${draft.id}`, biz.cookie, { offerId: null });
    expect(takeAway.statusCode).toBe(400);
    expect(takeAway.json().errors[0].path).toBe('body');
    const typo = await call('PUT', `/api/campaigns/${draft.id}`, biz.cookie, {
      subject: '{{firstname}}, hello',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors[0].message).toMatch(/^\{\{firstname\}\} isn't a variable\./);
    // The offer deleted after the draft was saved: the draft can't go out with an empty code.
    expect((await call('DELETE', `/api/offers/${offer.id}`, biz.cookie)).statusCode).toBe(204);
    const send = await call('POST', `/api/campaigns/${draft.id}/send`, biz.cookie, {});
    expect(send.statusCode).toBe(400);
    expect(send.json().errors).toEqual([NO_OFFER_CODE]);
    expect((await call('GET', `/api/campaigns/${draft.id}`, biz.cookie)).json().status).toBe('draft');
  });
});

describe('sending a campaign', () => {
  it('emails each subscribed client in the segment exactly once over real SMTP, with one-click unsubscribe headers', async () => {
    const offer = await addPercentOffer('Back', 10, 'MISSYOU10');
    const draft = await create(
      campaign({
        targetAudience: { kind: 'visited_within', days: 30 },
        body: 'Come back for 10% off with {{offerCode}}. Book: {{bookingLink}}',
        offerId: offer.id,
      }),
    );
    expect(draft).toMatchObject({ status: 'draft', type: 'email', metrics: { audience: 2, sent: 0 } });
    const sent = await call('POST', `/api/campaigns/${draft.id}/send`, biz.cookie, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sending', metrics: { audience: 2 } });
    // Several rounds, as several instances would run them: each recipient is written once.
    await Promise.all([runCampaignRound(t.db), runCampaignRound(t.db)]);
    await runCampaignRound(t.db);
    smtp.received.length = 0;
    await deliver();
    const to = smtp.received.map((m) => m.to).sort();
    expect(to).toEqual(['fay@example.com', 'rita@example.com']);
    // Long headers arrive folded over lines (RFC 5322); unfolded, they read as sent.
    const rita = (smtp.received.find((m) => m.to === 'rita@example.com')?.raw ?? '').replace(
      /\r\n[ \t]+/g,
      ' ',
    );
    expect(rita).toContain('Subject: Rita, we miss you at Test Salon');
    expect(rita).toContain('MISSYOU10');
    expect(rita).toMatch(/List-Unsubscribe: <http:\/\/[^>]+\/api\/public\/unsubscribe\/[A-Za-z0-9_-]{32}>/);
    expect(rita).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The header's address works as mail clients call it.
    const url = new URL(/List-Unsubscribe: <([^>]+)>/.exec(rita)?.[1] ?? '');
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json().subscribed).toBe(false);
    const after = (await call('GET', `/api/campaigns/${draft.id}`, biz.cookie)).json();
    expect(after).toMatchObject({
      status: 'sent',
      metrics: { audience: 2, sent: 2, failed: 0, unsubscribed: 1, bookings: 0 },
    });
    expect(after.endDate).not.toBeNull();
    // Rita is off the list now.
    expect(await count({ kind: 'visited_within', days: 30 })).toBe(1);
  });

  it('counts bookings recipients made within 7 days', async () => {
    const draft = await create(
      campaign({ targetAudience: { kind: 'booked_service', serviceId: facial.id } }),
    );
    await call('POST', `/api/campaigns/${draft.id}/send`, biz.cookie, {});
    await runCampaignRound(t.db);
    const [fay] = await t.db.select().from(clients).where(eq(clients.email, 'fay@example.com'));
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
      payload: {
        clientName: fay?.name,
        clientEmail: 'fay@example.com',
        serviceId: facial.id,
        date,
        startTime: '11:00',
      },
    });
    expect(booked.statusCode).toBe(201);
    expect((await call('GET', `/api/campaigns/${draft.id}`, biz.cookie)).json().metrics.bookings).toBe(1);
  });

  it('never writes a recipient twice across a restart mid-send, and skips one who withdrew meanwhile', async () => {
    const draft = await create(campaign());
    await call('POST', `/api/campaigns/${draft.id}/send`, biz.cookie, {});
    // One batch of one, then the "instance" dies; the next one carries on.
    expect(await queueCampaignBatch(t.db, new Date(), 1)).toBe(1);
    const [larry] = await t.db.select().from(clients).where(eq(clients.email, 'larry@example.com'));
    await t.db
      .update(clients)
      .set({ marketingOptIn: false })
      .where(eq(clients.id, larry?.id ?? 0));
    await runCampaignRound(t.db);
    await runCampaignRound(t.db);
    const rows = await t.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, draft.id));
    const queued = rows.filter((r) => r.status === 'queued');
    const emails = await t.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
    const forThis = emails.filter((e) => queued.some((r) => r.outboxId === e.id));
    expect(forThis).toHaveLength(queued.length);
    expect(new Set(forThis.map((e) => e.recipient)).size).toBe(forThis.length);
    expect(rows.every((r) => r.status !== 'pending')).toBe(true);
    await t.db
      .update(clients)
      .set({ marketingOptIn: true })
      .where(eq(clients.id, larry?.id ?? 0));
  });

  it('schedules for later, starts when due, and can be cancelled before', async () => {
    const later = await create(campaign());
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/api/campaigns/${later.id}/send`, biz.cookie, { scheduledAt: at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(await startDueCampaigns(t.db)).toBe(0);
    expect(await startDueCampaigns(t.db, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect((await call('GET', `/api/campaigns/${later.id}`, biz.cookie)).json().status).toBe('sending');

    const cancelled = await create(campaign());
    await call('POST', `/api/campaigns/${cancelled.id}/send`, biz.cookie, { scheduledAt: at });
    const stop = await call('PUT', `/api/campaigns/${cancelled.id}`, biz.cookie, { status: 'cancelled' });
    expect(stop.json().status).toBe('cancelled');
    expect((await call('POST', `/api/campaigns/${cancelled.id}/send`, biz.cookie, {})).json().message).toBe(
      CAMPAIGN_NOT_DRAFT,
    );
    expect(
      (await call('PUT', `/api/campaigns/${cancelled.id}`, biz.cookie, { name: 'x' })).json().message,
    ).toBe(CAMPAIGN_LOCKED);
  });

  it('refuses an audience of nobody, a plan without marketing (403), and another business (404)', async () => {
    const nobody = await create(campaign({ targetAudience: { kind: 'not_seen_for', days: 3000 } }));
    const empty = await call('POST', `/api/campaigns/${nobody.id}/send`, biz.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CAMPAIGN_NO_AUDIENCE);
    expect((await call('GET', `/api/campaigns/${nobody.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/campaigns/${nobody.id}/send`, other.cookie, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/api/campaigns/${nobody.id}`, other.cookie)).statusCode).toBe(404);
    // Written while on Premium; a plan without marketing (Basic has email, not campaigns) sends nothing.
    const theirs = await create(campaign(), other.cookie);
    for (const tier of ['free', 'basic'] as const) {
      await setPlan(t.db, other.businessId, tier);
      expect((await call('POST', `/api/campaigns/${theirs.id}/send`, other.cookie, {})).statusCode).toBe(403);
      expect((await call('POST', `/api/campaigns/${theirs.id}/test`, other.cookie)).statusCode).toBe(403);
    }
  });

  it('sends a test to the member, marked [Test], with no unsubscribe headers', async () => {
    const draft = await create(campaign());
    const response = await call('POST', `/api/campaigns/${draft.id}/test`, biz.cookie);
    expect(response.statusCode).toBe(202);
    expect(response.json().sentTo).toBe(biz.email);
    const [email] = await t.db.select().from(outbox).where(eq(outbox.kind, 'campaign_test'));
    expect(email).toMatchObject({ recipient: biz.email, headers: null });
    expect(email?.subject).toMatch(/^\[Test\] .+, we miss you at Test Salon$/);
  });
});
