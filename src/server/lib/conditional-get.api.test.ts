import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ifNoneMatchHits } from './conditional-get';

let t: TestApp;
let owner: TestBusiness;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
  // Listed in the directory: only a listed business shows its reviews in public.
  const listed = await t.app.inject({
    method: 'PUT',
    url: '/api/business',
    headers: { cookie: owner.cookie },
    payload: { listedInDirectory: true },
  });
  if (listed.statusCode !== 200) throw new Error(`listing: ${listed.statusCode} ${listed.body}`);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('conditional GETs of public data', () => {
  it("answers a business's booking data with an ETag, and 304 with no body while it holds", async () => {
    const url = `/api/public/businesses/${owner.user.businessSlug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A weak form of the tag, or one among several, still matches; so does the compressed answer's.
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.etag).toBe(etag);

    // The business changes: the old tag no longer holds.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: owner.cookie },
      payload: { name: 'Renamed Studio' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Renamed Studio');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps the calendar feed byte for byte the same while nothing changes, so it can answer 304', async () => {
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/calendar-feed',
      headers: { cookie: owner.cookie },
    });
    const path = new URL(feed.json().url).pathname;
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const second = await get(path);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The feed keeps its own caching rule.
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect((await get(path, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('tags the directory and reviews, but not errors or signed-in answers', async () => {
    expect((await get('/api/business-directory')).headers.etag).toBeDefined();
    expect(
      (await get(`/api/public/businesses/${owner.user.businessSlug}/reviews`)).headers.etag,
    ).toBeDefined();
    for (const unknown of ['no-such-salon', '987654']) {
      const missing = await get(`/api/public/businesses/${unknown}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
    const mine = await get('/api/auth/user', { cookie: owner.cookie });
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe('ifNoneMatchHits', () => {
  it('compares strong and weak tags, lists and *', () => {
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b", "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
  });
});
