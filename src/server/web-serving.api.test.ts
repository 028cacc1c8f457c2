import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/open-test-database';
import { buildApp } from './app';

// The built web app as `npm start` serves it: a stand-in dist/web with an index and one asset.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><title>Frontdesk</title><div id="root"></div>',
);
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDatabase();
  app = await buildApp({ db: handle.db, webDir });
  close = handle.close;
});
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

  it('serves hashed assets for a year, and 404 for a missing one', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/gone-999.js' })).statusCode).toBe(404);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
