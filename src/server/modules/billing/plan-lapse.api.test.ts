import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { paidBusiness, setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { FLOW_TEMPLATES } from '../../../contract/flows';
import { FEATURE_REQUIRES_PAID_PLAN } from '../../../contract/plans';
import { WAITING_LIST_CLOSED } from '../../../contract/waiting-rooms';
import { WAITLIST_NOT_OFFERED } from '../../../contract/waitlist';
import { businesses, campaignRecipients, flowRuns, outbox } from '../../db/schema/index';
import { addAudienceClient } from '../campaigns/campaign-fixtures';
import { runCampaignRound } from '../campaigns/sending';
import { FLOWS_NEED_MARKETING, runFlowRound } from '../flows/runner';
import { caller } from '../products/commerce-fixtures';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';
import { walkIns } from '../waiting-rooms/walk-in-fixtures';
import { fullDay } from '../waitlist/waitlist-fixtures';

/**
 * Decision 021: when a plan lapses (or drops below the tier of a feature), the business's screens for it
 * answer 403, but what its clients already hold keeps working and what they meet on its public pages says
 * plainly what is on offer.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});

const publicCall = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: uniqueClientAddress(), ...(payload ? { payload } : {}) });
/** The booking page's data by its link, which every business has, listed in the directory or not. */
const bookingPageOf = async (businessId: number) => {
  const [business] = await t.db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return `/api/public/businesses/${business?.slug}`;
};
const refusedForThePlan = (response: { statusCode: number; json: () => { message: string } }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe(FEATURE_REQUIRES_PAID_PLAN);
};

describe('walk-ins after the plan lapses', () => {
  it('close the join page, keep those in line able to follow and leave, and open again on renewal', async () => {
    const owner = await paidBusiness(t, 'basic');
    const w = walkIns(t.app);
    const room = await w.createRoom(owner.cookie, { name: 'Front' });
    const visitor = await w.joined(room.id, 'Ola Waiting');
    await setPlan(t.db, owner.user.businessId, 'basic', 'inactive');

    refusedForThePlan(await call('GET', '/api/waiting-rooms', owner.cookie));
    // The join page shows the room closed, and a join (from a page loaded before) is refused the same way.
    const page = await publicCall('GET', `/api/public/waiting-rooms/${room.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Front', isActive: false });
    const late = await w.join(room.id, { clientName: 'Ned Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WAITING_LIST_CLOSED);
    // Whoever was in line still sees their place and may leave.
    const status = await w.status(visitor.token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ clientName: 'Ola Waiting', status: 'waiting', position: 1 });
    const left = await publicCall('POST', `/api/public/queue/${visitor.token}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json().status).toBe('left');

    await setPlan(t.db, owner.user.businessId, 'basic', 'active');
    expect((await publicCall('GET', `/api/public/waiting-rooms/${room.id}`)).json().isActive).toBe(true);
    expect((await w.join(room.id, { clientName: 'Ned Back' })).statusCode).toBe(201);
  });
});

describe('the waitlist after the plan lapses', () => {
  it('is no longer offered on the booking page, while those already waiting keep their place and held time', async () => {
    const f = await fullDay(t);
    const ada = await f.join('ada@example.com');
    expect(ada.statusCode).toBe(201);
    const businessPage = await bookingPageOf(f.biz.businessId);
    expect((await publicCall('GET', businessPage)).json().waitlist).toBe(true);
    await setPlan(t.db, f.biz.businessId, 'premium', 'inactive');

    expect((await publicCall('GET', businessPage)).json().waitlist).toBe(false);
    const bob = await f.join('bob@example.com');
    expect(bob.statusCode).toBe(409);
    expect(bob.json().message).toBe(WAITLIST_NOT_OFFERED);
    refusedForThePlan(await f.as('GET', `/api/waitlist?date=${f.day}`));

    // The time freed by a cancellation is still held for Ada, who asked for it, and her link books it.
    expect((await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const token = ada.json().token as string;
    expect((await publicCall('GET', `/api/public/waitlist/${token}`)).json()).toMatchObject({
      status: 'offered',
      hold: { date: f.day, startTime: '10:00' },
    });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'waitlist_offer'), eq(outbox.recipient, 'ada@example.com')));
    const link = mail?.body.match(/\/waitlist\/([A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeDefined();
    const booked = await publicCall('POST', `/api/public/waitlist/${link}/book`);
    expect(booked.statusCode).toBe(201);
  });
});

describe('offer codes after the plan lapses', () => {
  it('are honoured on the booking page as given out, while the Offers screen is closed', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Facial', duration: 60, price: 80 });
    const made = await call('POST', '/api/offers', biz.cookie, {
      name: 'Welcome',
      type: 'percentage',
      value: 25,
      code: 'WELCOME25',
    });
    expect(made.statusCode).toBe(201);
    await setPlan(t.db, biz.businessId, 'premium', 'inactive');

    refusedForThePlan(await call('GET', '/api/offers', biz.cookie));
    refusedForThePlan(
      await call('POST', '/api/offers', biz.cookie, { name: 'New', type: 'percentage', value: 5 }),
    );
    const checked = await publicCall(
      'GET',
      `/api/public/businesses/${biz.user.businessSlug}/offers/welcome25?serviceId=${service.id}`,
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ code: 'WELCOME25', discountAmount: '20.00', price: '60.00' });
    const booked = await publicCall('POST', `/api/public/businesses/${biz.user.businessSlug}/appointments`, {
      ...booking(service.id, { date: daysAhead(4), startTime: '10:00', clientEmail: 'cora@example.com' }),
      offerCode: 'WELCOME25',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ offerCode: 'WELCOME25', discountAmount: '20.00', price: '60.00' });
  });
});

describe('automation after the plan lapses', () => {
  it('stops flow runs under way and starts no new ones', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Facial', duration: 30 });
    const flow = await call('POST', '/api/automated-flows', biz.cookie, {
      ...FLOW_TEMPLATES.thank_you_review,
      isActive: true,
    });
    expect(flow.statusCode).toBe(201);
    const complete = async (startTime: string) => {
      const made = await publicCall(
        'POST',
        `/api/public/businesses/${biz.user.businessSlug}/appointments`,
        booking(service.id, {
          date: daysAhead(2),
          startTime,
          clientEmail: `run-${startTime.slice(0, 2)}@example.com`,
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const done = await call('PUT', `/api/appointments/${made.json().id}`, biz.cookie, {
        status: 'completed',
      });
      expect(done.statusCode).toBe(200);
    };
    const runs = () => t.db.select().from(flowRuns).where(eq(flowRuns.flowId, flow.json().id));
    await complete('09:00');
    await runFlowRound(t.db);
    expect((await runs()).map((r) => r.status)).toEqual(['waiting']);

    await setPlan(t.db, biz.businessId, 'basic');
    await complete('11:00');
    // Past the thank-you flow's wait: the waiting run stops with the reason, and the new visit starts none.
    await runFlowRound(t.db, new Date(Date.now() + 8 * 86_400_000));
    const after = await runs();
    expect(after.map((r) => [r.status, r.error])).toEqual([['cancelled', FLOWS_NEED_MARKETING]]);
    // It stopped at its wait: the step after it never ran.
    expect(after[0]?.step).toBe(1);
    expect(after[0]?.log.map((entry) => entry.type)).toEqual(['wait']);
  });

  it('sends no more of a campaign under way', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    await addService(t.app, biz.cookie, { name: 'Haircut' });
    await addAudienceClient(t.db, biz.businessId, {
      name: 'Rue Reader',
      email: 'rue@example.com',
      optIn: true,
    });
    const draft = await call('POST', '/api/campaigns', biz.cookie, {
      name: 'Spring',
      subject: 'Spring at {{businessName}}',
      body: 'Book: {{bookingLink}}',
      targetAudience: { kind: 'all_subscribed' },
    });
    expect(draft.statusCode).toBe(201);
    const sending = await call('POST', `/api/campaigns/${draft.json().id}/send`, biz.cookie, {});
    expect(sending.json().status).toBe('sending');
    await setPlan(t.db, biz.businessId, 'premium', 'inactive');

    await runCampaignRound(t.db);
    const recipients = await t.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, draft.json().id));
    expect(recipients.map((r) => r.status)).toEqual(['skipped']);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'campaign'))).toEqual([]);
  });
});

describe('team pay and locations after the plan lapses', () => {
  it('keep pay stubs and the locations a business has, and close the screens that change them', async () => {
    const owner = await paidBusiness(t, 'enterprise');
    const location = await call('POST', '/api/locations', owner.cookie, { name: 'Uptown' });
    expect(location.statusCode).toBe(201);
    await setPlan(t.db, owner.user.businessId, 'enterprise', 'inactive');

    refusedForThePlan(await call('POST', '/api/locations', owner.cookie, { name: 'Midtown' }));
    refusedForThePlan(
      await call('PUT', `/api/locations/${location.json().id}`, owner.cookie, { name: 'Up' }),
    );
    refusedForThePlan(await call('POST', '/api/time-entries/clock-in', owner.cookie, {}));
    refusedForThePlan(await call('GET', '/api/payroll/periods', owner.cookie));
    const stubs = await call('GET', '/api/payroll/stubs', owner.cookie);
    expect(stubs.statusCode).toBe(200);
    expect(stubs.json()).toEqual([]);
    // The booking page and the booking forms still know where appointments happen.
    const listed = await call('GET', '/api/locations', owner.cookie);
    expect(listed.json().map((l: { name: string }) => l.name)).toEqual(['Uptown']);
    const page = await publicCall('GET', await bookingPageOf(owner.user.businessId));
    expect(page.json().locations.map((l: { name: string }) => l.name)).toEqual(['Uptown']);
  });
});
