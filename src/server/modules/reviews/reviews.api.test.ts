import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { outbox } from '../../db/schema/index';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

let t: TestApp;
let owner: TestBusiness;
let other: TestBusiness;

/**
 * A business whose owner publishes reviews without a visit at once (the hold, on by default, turned off),
 * listed in the directory unless told otherwise: only a listed business has public reviews and takes them
 * without a visit's link.
 */
async function publishingBusiness({ listed = true } = {}): Promise<TestBusiness> {
  const biz = await paidBusiness(t, 'enterprise');
  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/business',
    headers: { cookie: biz.cookie },
    payload: { reviewsNeedApproval: false, listedInDirectory: listed },
  });
  expect(off.statusCode).toBe(200);
  return biz;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await publishingBusiness();
  other = await publishingBusiness();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let visitor = 0;
/** Each anonymous call comes from its own address: the public form allows a few an hour per address. */
const call = (who: TestBusiness | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(who ? {} : { remoteAddress: `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}` }),
    ...(payload ? { payload } : {}),
  });
const pub = (biz: TestBusiness, path = '') =>
  `/api/public/businesses/${biz.user.businessSlug}/reviews${path}`;

let n = 0;
const review = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    rating: 5,
    title: 'Lovely cut',
    comment: 'Jordan listened and the cut grows out beautifully.',
    reviewerName: 'Ada Client',
    reviewerEmail: `ada-${n}@example.com`,
    ...overrides,
  };
};

describe('the review form', () => {
  it("answers the spec's messages exactly", async () => {
    const response = await call(owner, 'POST', '/api/reviews', {
      rating: 0,
      title: '',
      comment: 'short',
      reviewerName: '',
      reviewerEmail: 'nope',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      rating: 'Rating must be between 1 and 5',
      title: 'Title is required',
      comment: 'Comment must be at least 10 characters',
      reviewerName: 'Name is required',
      reviewerEmail: 'Valid email is required',
    });
    const long = await call(null, 'POST', pub(owner), {
      ...review({ title: 'x'.repeat(201), comment: 'y'.repeat(1001), reviewerName: 'z'.repeat(101) }),
    });
    expect(
      long
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual([
      'Comment must be less than 1000 characters',
      'Name must be less than 100 characters',
      'Title must be less than 200 characters',
    ]);
    const missing = await call(owner, 'POST', '/api/reviews', { ...review(), rating: undefined });
    expect(missing.json().errors).toEqual([{ path: 'rating', message: 'Rating is required' }]);
  });
});

describe('sources and the rating', () => {
  it('counts clients’ reviews publicly and keeps staff-added ones labelled and apart', async () => {
    const published = await call(null, 'POST', pub(owner), review({ rating: 5 }));
    expect(published.statusCode).toBe(201);
    expect(published.json().published).toBe(true);
    expect((await call(null, 'POST', pub(owner), review({ rating: 4 }))).statusCode).toBe(201);
    const added = await call(owner, 'POST', '/api/reviews', review({ rating: 1, title: 'Comment card' }));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ source: 'staff', addedBy: 'Olivia Owner', isPublished: true });

    const stats = (await call(owner, 'GET', '/api/reviews/stats')).json();
    expect(stats).toMatchObject({
      averageRating: 4.5,
      totalReviews: 2,
      ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      bySource: {
        client: { totalReviews: 2, averageRating: 4.5 },
        verified: { totalReviews: 0 },
        staff: { totalReviews: 1, averageRating: 1 },
      },
    });
    // Two reviews make no public rating yet (issue 32 F7); the owner sees theirs.
    const publicStats = (await call(null, 'GET', pub(owner, '/stats'))).json();
    expect(publicStats).toEqual({
      averageRating: null,
      totalReviews: 2,
      ratingBreakdown: stats.ratingBreakdown,
      removed: 0,
    });
    expect((await call(null, 'POST', pub(owner), review({ rating: 3 }))).statusCode).toBe(201);
    expect((await call(null, 'GET', pub(owner, '/stats'))).json()).toMatchObject({
      averageRating: 4,
      totalReviews: 3,
    });
    // Shown publicly, but labelled by its source.
    const page = (await call(null, 'GET', pub(owner))).json();
    expect(page.total).toBe(4);
    expect(page.reviews.find((r: { title: string }) => r.title === 'Comment card').source).toBe('staff');
    expect(page.reviews[0]).not.toHaveProperty('reviewerEmail');
  });

  it('takes one review a day per email, and quietly drops a bot’s', async () => {
    const first = review();
    expect((await call(null, 'POST', pub(other), first)).statusCode).toBe(201);
    const again = await call(null, 'POST', pub(other), { ...first, title: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this business today. Thank you!');
    const before = (await call(null, 'GET', pub(other))).json().total;
    const bot = await call(null, 'POST', pub(other), review({ website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(bot.json().message).toBe('Thank you! Your review has been submitted successfully');
    expect((await call(null, 'GET', pub(other))).json().total).toBe(before);
  });
});

describe('reviews from people who never visited (issue 32 F7)', () => {
  it('holds them for approval by default, so twenty at once move nothing in public', async () => {
    const biz = await paidBusiness(t, 'enterprise');
    expect((await call(biz, 'GET', '/api/business')).json().reviewsNeedApproval).toBe(true);
    expect((await call(biz, 'PUT', '/api/business', { listedInDirectory: true })).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      const sent = await call(null, 'POST', pub(biz), review({ rating: 1, title: 'Awful' }));
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toEqual({
        message: 'Thank you! Your review has been submitted successfully',
        published: false,
      });
    }
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(0);
    expect((await call(null, 'GET', pub(biz, '/stats'))).json()).toMatchObject({
      averageRating: null,
      totalReviews: 0,
    });
    expect((await call(biz, 'GET', '/api/reviews/stats')).json().awaitingApproval).toBe(20);
  });
});

describe('the public form from one address', () => {
  it('takes five reviews an hour, then answers 429', async () => {
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: pub(other),
        remoteAddress: '10.9.9.9',
        payload: review({ title: `Visit ${i}` }),
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await from(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('removal with a reason', () => {
  it('refuses a removal without a reason, keeps the removed review out of sight, and counts it', async () => {
    const biz = await publishingBusiness();
    await call(
      null,
      'POST',
      pub(biz),
      review({ rating: 1, title: 'Terrible', comment: 'Buy cheap pills at spam.example now!' }),
    );
    const [bad] = (await call(biz, 'GET', '/api/reviews')).json();
    const noReason = await call(biz, 'DELETE', `/api/reviews/${bad.id}`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'reason', message: 'Choose a reason for removing this review' },
    ]);
    expect((await call(biz, 'DELETE', `/api/reviews/${bad.id}?reason=because`)).statusCode).toBe(400);
    // Another business can't touch it.
    expect((await call(other, 'DELETE', `/api/reviews/${bad.id}?reason=spam`)).statusCode).toBe(404);

    expect((await call(biz, 'DELETE', `/api/reviews/${bad.id}?reason=spam`)).statusCode).toBe(204);
    expect((await call(biz, 'GET', '/api/reviews')).json()).toEqual([]);
    const removed = (await call(biz, 'GET', '/api/reviews?removed=true')).json();
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      removalReason: 'spam',
      removedBy: 'Olivia Owner',
      isPublished: false,
    });
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(0);
    expect((await call(null, 'GET', pub(biz, '/stats'))).json()).toMatchObject({
      totalReviews: 0,
      removed: 1,
    });
    expect((await call(biz, 'DELETE', `/api/reviews/${bad.id}?reason=spam`)).statusCode).toBe(404);
  });

  it('hides with a reason and publishes again; deletes a staff-added review outright', async () => {
    const biz = await publishingBusiness();
    await call(null, 'POST', pub(biz), review({ title: 'Off topic' }));
    const [r] = (await call(biz, 'GET', '/api/reviews')).json();
    expect((await call(biz, 'PATCH', `/api/reviews/${r.id}`, { isPublished: false })).statusCode).toBe(400);
    const hidden = await call(biz, 'PATCH', `/api/reviews/${r.id}`, {
      isPublished: false,
      reason: 'off_topic',
    });
    expect(hidden.json()).toMatchObject({ isPublished: false, removalReason: 'off_topic' });
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(0);
    const back = await call(biz, 'PATCH', `/api/reviews/${r.id}`, { isPublished: true });
    expect(back.json()).toMatchObject({ isPublished: true, removalReason: null, removedAt: null });
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(1);

    const card = (await call(biz, 'POST', '/api/reviews', review())).json();
    expect((await call(biz, 'DELETE', `/api/reviews/${card.id}`)).statusCode).toBe(204);
    expect((await call(biz, 'GET', '/api/reviews?removed=true')).json()).toEqual([]);
  });
});

describe('replies and approval', () => {
  it('shows the owner’s reply on the public page; held reviews wait for approval', async () => {
    const biz = await publishingBusiness();
    await call(null, 'POST', pub(biz), review({ rating: 2, title: 'Late start' }));
    const [r] = (await call(biz, 'GET', '/api/reviews')).json();
    const replied = await call(biz, 'PUT', `/api/reviews/${r.id}/reply`, {
      reply: 'Sorry, we fixed the schedule.',
    });
    expect(replied.json().reply).toBe('Sorry, we fixed the schedule.');
    expect((await call(null, 'GET', pub(biz))).json().reviews[0].reply).toBe('Sorry, we fixed the schedule.');

    await call(biz, 'PUT', '/api/business', { reviewsNeedApproval: true });
    await call(null, 'POST', pub(biz), review({ title: 'Held' }));
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(1);
    const held = (await call(biz, 'GET', '/api/reviews'))
      .json()
      .find((x: { title: string }) => x.title === 'Held');
    expect(held.isApproved).toBe(false);
    expect((await call(biz, 'GET', '/api/reviews/stats')).json().awaitingApproval).toBe(1);
    await call(biz, 'PATCH', `/api/reviews/${held.id}`, { isApproved: true });
    expect((await call(null, 'GET', pub(biz))).json().total).toBe(2);
  });
});

describe('verified reviews from a completed visit', () => {
  it('emails a single-use link after the visit, and a review through it is verified', async () => {
    // Not listed in the directory: a visit's review link works all the same.
    const biz = await publishingBusiness({ listed: false });
    const service = await addService(t.app, biz.cookie, { name: 'Balayage' });
    const visit = (
      await call(
        biz,
        'POST',
        '/api/appointments',
        booking(service.id, { date: daysAhead(1), clientEmail: 'vera@example.com', clientName: 'Vera' }),
      )
    ).json();
    await call(biz, 'PUT', `/api/appointments/${visit.id}`, { status: 'completed' });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'vera@example.com'), eq(outbox.kind, 'review_request')));
    expect(mail?.subject).toContain('How was your Balayage');
    const token = /review=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    // The link names the business by its booking link's slug, which works listed in the directory or not.
    const { slug } = (await call(biz, 'GET', '/api/business')).json();
    expect(mail?.body).toContain(`/business?business=${slug}&review=${token}`);
    // Completing it again sends no second link.
    await call(biz, 'PUT', `/api/appointments/${visit.id}`, { status: 'confirmed' });
    await call(biz, 'PUT', `/api/appointments/${visit.id}`, { status: 'completed' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'vera@example.com'), eq(outbox.kind, 'review_request')));
    expect(mails).toHaveLength(1);

    const shown = await call(
      null,
      'GET',
      `/api/public/businesses/${biz.user.businessSlug}/review-requests/${token}`,
    );
    expect(shown.json()).toMatchObject({
      serviceName: 'Balayage',
      reviewerName: 'Vera',
      reviewerEmail: 'vera@example.com',
    });
    const sent = await call(
      null,
      'POST',
      pub(biz),
      review({ reviewerEmail: 'vera@example.com', requestToken: token }),
    );
    expect(sent.statusCode).toBe(201);
    const [verified] = (await call(biz, 'GET', '/api/reviews')).json();
    expect(verified).toMatchObject({ source: 'verified', appointmentId: visit.id });
    const twice = await call(null, 'POST', pub(biz), review({ requestToken: token }));
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe('This review link has already been used. Thank you!');
    // Another business's page doesn't know the link.
    expect(
      (await call(null, 'GET', `/api/public/businesses/${other.user.businessSlug}/review-requests/${token}`))
        .statusCode,
    ).toBe(404);
  });

  it('asks no client who opted out', async () => {
    const biz = await publishingBusiness({ listed: false });
    const service = await addService(t.app, biz.cookie, { name: 'Trim' });
    const book = async (date: string) =>
      (
        await call(
          biz,
          'POST',
          '/api/appointments',
          booking(service.id, { date, clientEmail: 'otto@example.com' }),
        )
      ).json();
    const first = await book(daysAhead(2));
    await call(biz, 'PUT', `/api/appointments/${first.id}`, { status: 'completed' });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'otto@example.com'), eq(outbox.kind, 'review_request')));
    const token = /review=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] as string;
    const out = await call(
      null,
      'POST',
      `/api/public/businesses/${biz.user.businessSlug}/review-requests/${token}/opt-out`,
    );
    expect(out.statusCode).toBe(204);
    const second = await book(daysAhead(3));
    await call(biz, 'PUT', `/api/appointments/${second.id}`, { status: 'completed' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'otto@example.com'), eq(outbox.kind, 'review_request')));
    expect(mails).toHaveLength(1);
  });
});
