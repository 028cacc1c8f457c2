import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness } from '../../tests/support/factories';
import { openTestDatabase } from '../../tests/support/open-test-database';
import { buildApp } from './app';

// The built web app as `npm start` serves it: a stand-in dist/web with an index and one asset.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Frontdesk" /><title>Frontdesk</title></head><body><div id="root"></div></body></html>',
);
// The public pages' lighter entry (vite build --mode public).
fs.writeFileSync(
  path.join(webDir, 'public.html'),
  '<!doctype html><html><head><meta name="description" content="Frontdesk" /><title>Frontdesk</title></head><body><div id="root"></div><script type="module" src="/assets/public-entry.js"></script></body></html>',
);
// Its build manifest: the entry preloads the shared vendor chunk; the booking page brings a chunk of its own.
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(
  path.join(webDir, '.vite', 'public-manifest.json'),
  JSON.stringify({
    'public.html': { file: 'assets/public-entry.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
    'src/web/features/public-booking/components/public-booking-page.tsx': {
      file: 'assets/booking-page.js',
      imports: ['public.html', '_vendor.js', '_form.js'],
    },
  }),
);
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
// The build's brotli and gzip copies of an asset, as vite-plugin-compression2 writes them.
const bigScript = `export const words = ${JSON.stringify('frontdesk '.repeat(400))};`;
fs.writeFileSync(path.join(webDir, 'assets', 'big-9f8e7d.js'), bigScript);
fs.writeFileSync(path.join(webDir, 'assets', 'big-9f8e7d.js.br'), zlib.brotliCompressSync(bigScript));
fs.writeFileSync(path.join(webDir, 'assets', 'big-9f8e7d.js.gz'), zlib.gzipSync(bigScript));

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDatabase();
  app = await buildApp({ db: handle.db, webDir });
  close = handle.close;
});

const ldJson = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
};
// The answers a public page carries inlined for its first paint (server/preloaded-pages.ts).
const preloaded = (html: string) => {
  const match = /<script type="application\/json" id="fd-preloaded-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
};
afterAll(async () => {
  await app.close();
  await close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page route with the app, uncached', async () => {
    for (const url of ['/', '/dashboard', '/booking?business=1', '/no/such/page']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('loads the public entry for the pages a client sees, and the app for every other page', async () => {
    const entryOf = async (url: string, cookie?: string) => {
      const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      return response.body.includes('/assets/public-entry.js') ? 'public' : 'app';
    };
    for (const url of [
      '/booking?business=1',
      '/client',
      '/client?business=2&link=abc',
      '/business?business=willow',
      '/directory?category=salon',
      '/queue/join/3',
      '/queue/8f14e45fceea167a5a36dedd4bea2543',
      // Matched as the web's router matches them: any case, a trailing slash.
      '/Booking/?business=1',
      '/waitlist/abc/',
    ])
      expect(await entryOf(url), url).toBe('public');
    for (const url of [
      '/dashboard',
      '/login',
      '/features',
      '/booking/extra',
      '/queue/join/3/x',
      '/no/such/page',
    ])
      expect(await entryOf(url), url).toBe('app');
    // The landing page is public for a visitor; someone signed in gets the app's dashboard there.
    expect(await entryOf('/')).toBe('public');
    expect(await entryOf('/', 'fd_signed_in=1')).toBe('app');
    expect(await entryOf('/booking?business=1', 'fd_signed_in=1')).toBe('public');
  });

  it("names a public page's own chunks in its document, so they download with the entry", async () => {
    const preloads = async (url: string) =>
      [
        ...(await app.inject({ url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/booking?business=1')).toEqual(['/assets/booking-page.js', '/assets/form.js']);
    // A page the manifest doesn't list, the landing page and the app's pages name none of their own.
    expect(await preloads('/directory')).toEqual([]);
    expect(await preloads('/')).toEqual([]);
    expect(await preloads('/dashboard')).toEqual([]);
  });

  it('serves hashed assets for a year, and 404 for a missing one', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/gone-999.js' })).statusCode).toBe(404);
  });

  it('sends built assets precompressed, brotli or gzip as the browser accepts, and plain to one that accepts neither', async () => {
    const url = '/assets/big-9f8e7d.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses JSON answers and pages on the fly', async () => {
    const document = await app.inject({
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(document.headers['content-encoding']).toBe('br');
    const parsed = JSON.parse(zlib.brotliDecompressSync(document.rawPayload).toString());
    expect(parsed.openapi).toMatch(/^3\./);
    const gz = await app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await app.inject({ url: '/api/docs/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().openapi).toMatch(/^3\./);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it("puts a business's name and rating in the public page's head for crawlers that run no script", async () => {
    const owner = await createTestBusiness(app, {
      businessName: 'Fern </script><script>alert(1)</script> & Co',
    });
    const id = owner.user.businessId;
    const slug = owner.user.businessSlug;
    // Listed in the directory: only a listed business has a public page with reviews.
    await app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: owner.cookie },
      payload: {
        description: 'Cuts, colour "and" calm.',
        city: 'Portland',
        reviewsNeedApproval: false,
        listedInDirectory: true,
      },
    });
    const review = (rating: number, email: string) =>
      app.inject({
        method: 'POST',
        url: `/api/public/businesses/${slug}/reviews`,
        remoteAddress: `10.7.0.${rating}`,
        payload: {
          rating,
          title: 'Visit',
          comment: 'A good visit, thank you.',
          reviewerName: 'Vi',
          reviewerEmail: email,
        },
      });
    await review(5, 'a@example.com');
    await review(4, 'b@example.com');
    // Two reviews make no public rating yet, for people or for search engines.
    expect(ldJson((await app.inject({ url: `/business?business=${slug}` })).body)).not.toHaveProperty(
      'aggregateRating',
    );
    await review(5, 'd@example.com');
    await review(4, 'e@example.com');
    // A staff-added review never counts in the rating a search engine sees.
    await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: owner.cookie },
      payload: {
        rating: 1,
        title: 'Card',
        comment: 'From a comment card.',
        reviewerName: 'C',
        reviewerEmail: 'c@example.com',
      },
    });

    const page = await app.inject({ url: `/business?business=${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>Fern &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co – Reviews and booking · Frontdesk</title>',
    );
    expect(page.body).toContain('<meta name="description" content="Cuts, colour &quot;and&quot; calm." />');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(ldJson(page.body)).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Fern </script><script>alert(1)</script> & Co',
      address: { addressLocality: 'Portland' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 4 },
    });
    // The slug in capitals names it too; an unknown business, the number of one made after slugs, and other
    // pages get the app's page as it is.
    expect((await app.inject({ url: `/api/public/businesses/${slug}` })).json().slug).toBe(slug);
    expect(
      ldJson((await app.inject({ url: `/business?business=${slug.toUpperCase()}` })).body)?.name,
    ).toContain('Fern');
    expect(ldJson((await app.inject({ url: '/business?business=no-such-salon' })).body)).toBeNull();
    expect(ldJson((await app.inject({ url: '/business?business=999999' })).body)).toBeNull();
    expect(ldJson((await app.inject({ url: `/business?business=${id}` })).body)).toBeNull();
    expect((await app.inject({ url: '/dashboard' })).body).toContain('<title>Frontdesk</title>');
  });

  it("puts text with $` and $' in the page as written, never splicing the page into itself", async () => {
    const owner = await createTestBusiness(app, { businessName: "Dollar $` and $' Salon" });
    const slug = owner.user.businessSlug;
    const description = "Before $` after $' whole $& end";
    await app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: owner.cookie },
      payload: { description, reviewsNeedApproval: false, listedInDirectory: true },
    });
    const review = await app.inject({
      method: 'POST',
      url: `/api/public/businesses/${slug}/reviews`,
      remoteAddress: '10.7.1.9',
      payload: {
        rating: 5,
        title: "Worth every $'",
        comment: "Loved it $` and $' and $&, truly.",
        reviewerName: 'Dee',
        reviewerEmail: 'dee@example.com',
      },
    });
    expect(review.statusCode).toBe(201);
    for (const url of [`/business?business=${slug}`, `/booking?business=${slug}`]) {
      const page = (await app.inject({ url })).body;
      expect(page.match(/<!doctype html>/gi), url).toHaveLength(1);
      expect(page.match(/<\/head>/g), url).toHaveLength(1);
      expect(page.match(/<body>/g), url).toHaveLength(1);
    }
    const business = (await app.inject({ url: `/business?business=${slug}` })).body;
    expect(business).toContain(
      '<meta name="description" content="Before $` after $&#39; whole $&amp; end" />',
    );
    expect(ldJson(business)).toMatchObject({ name: "Dollar $` and $' Salon", description });
    expect(JSON.stringify(preloaded(business))).toContain("Loved it $` and $' and $&, truly.");
  });

  it('inlines the business the booking and business pages name, as its API answers it, script-safe', async () => {
    const owner = await createTestBusiness(app, {
      businessName: 'Moss </script><script>alert(2)</script> Spa',
    });
    const id = owner.user.businessId;
    const slug = owner.user.businessSlug;
    // Listed in the directory, so its business page carries its reviews too.
    const listed = await app.inject({
      method: 'PUT',
      url: '/api/business',
      headers: { cookie: owner.cookie },
      payload: { listedInDirectory: true },
    });
    expect(listed.statusCode).toBe(200);
    const service = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { cookie: owner.cookie },
      payload: { name: 'Hot stone massage', duration: 60, price: '80.00' },
    });
    expect(service.statusCode).toBe(201);
    const answer = (await app.inject({ url: `/api/public/businesses/${slug}` })).json();
    expect(answer.slug).toBe(slug);
    const booking = (await app.inject({ url: `/booking?business=${slug}` })).body;
    expect(booking).not.toContain('<script>alert(2)</script>');
    expect(preloaded(booking)).toEqual([{ key: ['/api/public/businesses', slug], data: answer }]);
    expect(answer.services.map((s: { name: string }) => s.name)).toEqual(['Hot stone massage']);
    // In capitals, under the key the page asks with (the page reads the slug lowercased).
    const upper = (await app.inject({ url: `/booking?business=${slug.toUpperCase()}` })).body;
    expect(preloaded(upper)).toEqual([{ key: ['/api/public/businesses', slug], data: answer }]);
    // The business page also carries its rating and first page of reviews, as their routes answer them.
    const business = preloaded((await app.inject({ url: `/business?business=${slug}` })).body);
    const reviews = `/api/public/businesses/${slug}/reviews`;
    expect(business).toEqual([
      { key: ['/api/public/businesses', slug], data: answer },
      {
        key: ['/api/public/businesses', id, 'reviews', 'stats'],
        data: (await app.inject({ url: `${reviews}/stats` })).json(),
      },
      {
        key: ['/api/public/businesses', id, 'reviews', 'list'],
        data: { pages: [(await app.inject({ url: `${reviews}?offset=0&limit=6` })).json()], pageParams: [0] },
      },
    ]);
    // Nothing for an unknown business, the number of one made after slugs, a malformed one, or another page.
    for (const url of [
      '/booking?business=999999',
      '/booking?business=no-such-spa',
      `/booking?business=${id}`,
      '/booking?business=%3Cx%3E',
      '/booking',
      `/client?business=${id}`,
    ])
      expect(preloaded((await app.inject({ url })).body), url).toBeNull();
  });

  it('inlines the directory page its address asks for, as its API answers it, filters read as the page reads them', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/directory', { page: 1, pageSize: 12 }, 'page=1&pageSize=12'],
      [
        '/directory?category=Hair%20Salon&minRating=4.5&page=2',
        { category: 'Hair Salon', minRating: 4.5, page: 2, pageSize: 12 },
        'category=Hair%20Salon&minRating=4.5&page=2&pageSize=12',
      ],
      // What the page would drop is dropped here too: an unknown category, a page that is none, a search past 100.
      [
        `/directory?category=%3Cscript%3E&page=-3&search=${'a'.repeat(150)}`,
        { search: 'a'.repeat(100), page: 1, pageSize: 12 },
        `search=${'a'.repeat(100)}&page=1&pageSize=12`,
      ],
    ];
    for (const [url, query, apiQuery] of cases) {
      const html = (await app.inject({ url })).body;
      expect(html).not.toContain('<script>');
      const answer = (await app.inject({ url: `/api/business-directory?${apiQuery}` })).json();
      expect(preloaded(html), url).toEqual([{ key: ['/api/business-directory', query], data: answer }]);
    }
    // What the API refuses is not inlined: the page asks, and shows the refusal.
    for (const query of ['search=%00', 'city=a%00b', 'search=%7F']) {
      expect((await app.inject({ url: `/api/business-directory?${query}` })).statusCode, query).toBe(400);
      const page = await app.inject({ url: `/directory?${query}` });
      expect(page.statusCode, query).toBe(200);
      expect(preloaded(page.body), query).toBeNull();
    }
  });
});
