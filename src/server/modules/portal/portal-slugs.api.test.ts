import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  type TestBusiness,
  uniqueClientAddress,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses, clients, outbox } from '../../db/schema/index';
import { addClient, enableChat } from '../clients/test-fixtures';

// Issue 32 F7, the client portal's part: its addresses and forms name a business by its booking link's slug
// (or an old one), never by a number anyone can count through; only a business from before slugs (id_links)
// still answers to its number.

let t: TestApp;
/** A business whose slug changed: `oldSlug` is in its history, `slug` is its link now. */
let moved: TestBusiness;
let oldSlug: string;
const slug = 'portal-moved-salon';
/** Made before slugs: its number still names it. */
let before: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  moved = await createTestBusiness(t.app, { businessName: 'Portal Old Name Salon' });
  oldSlug = moved.user.businessSlug;
  await enableChat(t.db, moved.user.businessId);
  const renamed = await t.app.inject({
    method: 'PUT',
    url: '/api/business',
    headers: { cookie: moved.cookie },
    payload: { slug },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  before = await createTestBusiness(t.app, { businessName: 'Portal Since 2019 Barbers' });
  await t.db.update(businesses).set({ idLinks: true }).where(eq(businesses.id, before.user.businessId));
});

const getBusiness = (ref: string | number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/portal/businesses/${ref}`,
    remoteAddress: uniqueClientAddress(),
  });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress: uniqueClientAddress(), payload });
const signUp = (payload: object) =>
  post('/api/portal/signup', { name: 'Pat Client', phone: '555-123-4567', ...payload });
const mailTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('GET /api/portal/businesses/{business}', () => {
  it('answers by the current slug, with the slug and the id that keys the client’s tokens', async () => {
    const answer = await getBusiness(slug);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: moved.user.businessId,
      slug,
      name: 'Portal Old Name Salon',
      chatEnabled: true,
      cancellationCutoffHours: 24,
    });
    // A new business is not in the directory; its portal, like its booking link, still answers.
    const unlisted = await t.db
      .select({ listed: businesses.listedInDirectory })
      .from(businesses)
      .where(eq(businesses.id, moved.user.businessId));
    expect(unlisted).toEqual([{ listed: false }]);
    expect((await getBusiness(slug.toUpperCase())).json().slug).toBe(slug);
  });

  it('answers an old slug with the slug now', async () => {
    const answer = await getBusiness(oldSlug);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: moved.user.businessId, slug });
  });

  it('answers 404 to the number of a business made since slugs, and to what names nobody', async () => {
    for (const ref of [moved.user.businessId, 987654, 'no-such-salon', '-x-', '%3Cx%3E']) {
      const answer = await getBusiness(ref);
      expect(answer.statusCode, String(ref)).toBe(404);
      expect(answer.json(), String(ref)).toEqual({ message: 'Business not found' });
    }
  });

  it('answers the number of a business from before slugs, with its slug', async () => {
    const answer = await getBusiness(before.user.businessId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: before.user.businessId, slug: before.user.businessSlug });
  });
});

describe('POST /api/portal/signup', () => {
  it('signs up by the slug, an old slug, or the number of a business from before slugs', async () => {
    for (const [business, email, id] of [
      [slug, 'slug-signup@example.com', moved.user.businessId],
      [oldSlug, 'old-slug-signup@example.com', moved.user.businessId],
      [String(before.user.businessId), 'number-signup@example.com', before.user.businessId],
    ] as const) {
      const answer = await signUp({ business, email });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().client.business.id, business).toBe(id);
    }
    // The welcome email's one-click link carries the slug now, whatever the form sent.
    const [mail] = await mailTo('old-slug-signup@example.com');
    expect(mail?.body).toMatch(new RegExp(`/client\\?business=${slug}&link=[\\w-]+`));
    const [numbered] = await mailTo('number-signup@example.com');
    expect(numbered?.body).toContain(`/client?business=${before.user.businessSlug}&link=`);
  });

  it('answers 404 as for an unknown business when the ref names nobody, and creates no client', async () => {
    for (const business of ['no-such-salon', String(moved.user.businessId)]) {
      const answer = await signUp({ business, email: 'nobody-signup@example.com' });
      expect(answer.statusCode, business).toBe(404);
      expect(answer.json()).toEqual({ message: 'Business not found' });
    }
    expect(
      await t.db.select().from(clients).where(eq(clients.email, 'nobody-signup@example.com')),
    ).toHaveLength(0);
  });

  it('refuses a business by number in `businessId`, and a missing or empty business', async () => {
    const old = await signUp({ businessId: moved.user.businessId, email: 'by-id@example.com' });
    expect(old.statusCode).toBe(400);
    for (const business of [undefined, '', '   ']) {
      const answer = await signUp({ business, email: 'no-business@example.com' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ path: 'business', message: 'Business is required' }]);
    }
  });
});

describe('POST /api/portal/sign-in-link', () => {
  it('emails a link that carries the slug now, asked by the slug or an old one', async () => {
    await addClient(t.app, moved, { name: 'Link By Slug', email: 'link-slug@example.com' });
    await addClient(t.app, moved, { name: 'Link By Old Slug', email: 'link-old@example.com' });
    for (const [business, email] of [
      [slug, 'link-slug@example.com'],
      [oldSlug, 'link-old@example.com'],
    ]) {
      const answer = await post('/api/portal/sign-in-link', { business, email });
      expect(answer.statusCode, answer.body).toBe(202);
      const sent = await mailTo(email ?? '');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toContain(`/client?business=${slug}&link=`);
      expect(sent[0]?.body).not.toContain(`business=${moved.user.businessId}`);
    }
  });

  it('answers the same 202 when the ref names nobody, sending nothing', async () => {
    await addClient(t.app, moved, { name: 'Counted Client', email: 'counted@example.com' });
    // What a known business answers for an email that is nobody's there.
    const reference = await post('/api/portal/sign-in-link', { business: slug, email: 'nobody@example.com' });
    expect(reference.statusCode).toBe(202);
    for (const business of ['no-such-salon', String(moved.user.businessId), '<x>']) {
      const answer = await post('/api/portal/sign-in-link', { business, email: 'counted@example.com' });
      expect(answer.statusCode, business).toBe(202);
      expect(answer.json()).toEqual(reference.json());
    }
    expect(await mailTo('counted@example.com')).toHaveLength(0);
  });

  it('refuses `businessId`', async () => {
    const answer = await post('/api/portal/sign-in-link', {
      businessId: moved.user.businessId,
      email: 'counted@example.com',
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('POST /api/portal/widget/session', () => {
  it('starts a guest chat by the slug or an old one', async () => {
    for (const business of [slug, oldSlug]) {
      const answer = await post('/api/portal/widget/session', {
        business,
        name: 'Widget Guest',
        email: 'widget-guest@example.com',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({ kind: 'guest', client: null });
    }
  });

  it('answers 404 as for an unknown business when the ref names nobody, and refuses `businessId`', async () => {
    for (const business of ['no-such-salon', String(moved.user.businessId)]) {
      const answer = await post('/api/portal/widget/session', {
        business,
        name: 'Widget Guest',
        email: 'widget-nobody@example.com',
      });
      expect(answer.statusCode, business).toBe(404);
      expect(answer.json()).toEqual({ message: 'Business not found' });
    }
    const old = await post('/api/portal/widget/session', {
      businessId: moved.user.businessId,
      name: 'Widget Guest',
      email: 'widget-nobody@example.com',
    });
    expect(old.statusCode).toBe(400);
    expect(
      await t.db.select().from(clients).where(eq(clients.email, 'widget-nobody@example.com')),
    ).toHaveLength(0);
  });
});
