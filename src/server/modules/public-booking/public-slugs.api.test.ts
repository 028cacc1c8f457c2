import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContract } from '../../../../tests/support/contract-check';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { openTestDatabase } from '../../../../tests/support/open-test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema/index';

// Issue 32 F7: public pages and their calls go by the booking link's slug, never by a number anyone can count
// through; old slugs keep leading to the business (the page moves to the new one); numbered links of
// businesses from before keep working; an unlisted business has its booking link and nothing else in public.

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-slugs-'));
const page =
  '<!doctype html><html><head><title>Frontdesk</title></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(webDir, 'index.html'), page);
fs.writeFileSync(path.join(webDir, 'public.html'), page);
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(
  path.join(webDir, '.vite', 'public-manifest.json'),
  JSON.stringify({ 'public.html': { file: 'assets/public-entry.js', isEntry: true } }),
);

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDatabase();
  app = await buildApp({ db: handle.db, webDir });
  watchContract(app);
  db = handle.db;
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(async () => {
  await close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const updateBusiness = (owner: TestBusiness, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/business', headers: { cookie: owner.cookie }, payload });

describe('public addresses', () => {
  it('are the booking link’s slug: a business’s number answers 404 like one that does not exist', async () => {
    const owner = await createTestBusiness(app, { businessName: 'Fern & Co Hair' });
    const { businessId, businessSlug } = owner.user;
    expect(businessSlug).toMatch(/^fern-co-hair/);
    const bySlug = await get(`/api/public/businesses/${businessSlug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: businessId, slug: businessSlug, listed: false });
    expect((await get(`/api/public/businesses/by-slug/${businessSlug}`)).json().slug).toBe(businessSlug);

    const byNumber = await get(`/api/public/businesses/${businessId}`);
    expect(byNumber.statusCode).toBe(404);
    expect(byNumber.json()).toEqual({ message: 'Business not found' });
    expect(
      (await get(`/api/public/businesses/${businessId}/slots?serviceId=1&date=2030-01-07`)).statusCode,
    ).toBe(404);
    expect((await get('/api/public/businesses/no-such-salon')).statusCode).toBe(404);
    // Counting through the numbers finds nobody made since slugs are the address.
    for (let n = 1; n <= businessId; n += 1)
      expect((await get(`/api/public/businesses/${n}`)).statusCode, `business ${n}`).toBe(404);
  });

  it('refuse a slug of digits alone, which would read as a number', async () => {
    const owner = await createTestBusiness(app);
    const digits = await updateBusiness(owner, { slug: '20451' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().errors).toEqual([{ path: 'slug', message: 'Booking link must include a letter' }]);
    const numbered = await createTestBusiness(app, { businessName: '2024' });
    expect(numbered.user.businessSlug).toBe('b-2024');
  });
});

describe('a changed booking link', () => {
  it('still leads to the business from its old slug, and the page moves to the new one', async () => {
    const owner = await createTestBusiness(app, { businessName: 'Old Name Studio' });
    const old = owner.user.businessSlug;
    expect((await updateBusiness(owner, { slug: 'new-name-studio' })).statusCode).toBe(200);

    const answer = await get(`/api/public/businesses/${old}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: owner.user.businessId, slug: 'new-name-studio' });
    const moved = await get(`/booking?business=${old}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/booking?business=new-name-studio');
    const review = await get(`/business?business=${old.toUpperCase()}&review=abc123`);
    expect(review.statusCode).toBe(301);
    expect(review.headers.location).toBe('/business?business=new-name-studio&review=abc123');
    expect((await get('/booking?business=new-name-studio')).statusCode).toBe(200);

    // A new business of the same name doesn't take the old link over...
    const namesake = await createTestBusiness(app, { businessName: 'Old Name Studio' });
    expect(namesake.user.businessSlug).not.toBe(old);
    // ...but one that chooses it explicitly does: the link is theirs from then on.
    expect((await updateBusiness(namesake, { slug: old })).statusCode).toBe(200);
    expect((await get(`/api/public/businesses/${old}`)).json().id).toBe(namesake.user.businessId);
    expect((await get(`/api/public/businesses/new-name-studio`)).json().id).toBe(owner.user.businessId);
  });

  it('can go back to its own old slug', async () => {
    const owner = await createTestBusiness(app, { businessName: 'Round Trip Salon' });
    const first = owner.user.businessSlug;
    await updateBusiness(owner, { slug: 'round-trip-two' });
    expect((await updateBusiness(owner, { slug: first })).statusCode).toBe(200);
    expect((await get(`/api/public/businesses/round-trip-two`)).json().slug).toBe(first);
    expect((await get(`/booking?business=${first}`)).statusCode).toBe(200);
  });
});

describe('a business from before slugs', () => {
  it('keeps its numbered links: the call answers, the page moves to the slug', async () => {
    const owner = await createTestBusiness(app, { businessName: 'Since 2019 Barbers' });
    const { businessId, businessSlug } = owner.user;
    await db.update(businesses).set({ idLinks: true }).where(eq(businesses.id, businessId));
    expect((await get(`/api/public/businesses/${businessId}`)).json().slug).toBe(businessSlug);
    const moved = await get(`/booking?business=${businessId}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/booking?business=${businessSlug}`);
  });
});

describe('an unlisted business', () => {
  it('has its booking link in public and nothing else: no reviews, no rating, no anonymous review', async () => {
    const owner = await createTestBusiness(app, { businessName: 'Quiet Room Massage' });
    const slug = owner.user.businessSlug;
    expect((await get(`/api/public/businesses/${slug}`)).statusCode).toBe(200);
    expect((await get(`/api/public/businesses/${slug}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/public/businesses/${slug}/reviews/stats`)).statusCode).toBe(404);
    const review = await app.inject({
      method: 'POST',
      url: `/api/public/businesses/${slug}/reviews`,
      payload: {
        rating: 1,
        title: 'Awful',
        comment: 'Never been, but one star.',
        reviewerName: 'Troll',
        reviewerEmail: 't@example.com',
      },
    });
    expect(review.json()).toEqual({ message: 'Business not found' });
    expect(review.statusCode).toBe(404);

    expect((await updateBusiness(owner, { listedInDirectory: true })).statusCode).toBe(200);
    expect((await get(`/api/public/businesses/${slug}/reviews`)).statusCode).toBe(200);
    expect((await get(`/api/public/businesses/${slug}/reviews/stats`)).statusCode).toBe(200);
  });
});
