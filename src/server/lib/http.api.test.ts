import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestBusiness, TEST_PASSWORD, type TestBusiness } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { apiErrorBodySchema } from '../../contract/errors';

let t: TestApp;
let owner: TestBusiness;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get(
    '/api/test/boom',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'testBoom',
        summary: 'Fails on purpose',
        response: { 200: z.null(), 500: apiErrorBodySchema.describe('The failure this test expects') },
      },
    },
    async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    },
  );
  owner = await createTestBusiness(t.app);
});

const login = (headers: Record<string, string>, payload: object | string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });

describe('HTTP rules that hold everywhere', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unsafe request whose Origin is another site', async () => {
    const response = await login(
      { origin: 'https://evil.example', host: 'localhost:5000' },
      { email: owner.email, password: TEST_PASSWORD },
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'attacker-chosen-1' },
    });
    expect(logout.statusCode).toBe(403);
  });

  it('accepts the same request from its own origin', async () => {
    const response = await login(
      { origin: 'http://localhost:5000', host: 'localhost:5000' },
      { email: owner.email, password: TEST_PASSWORD },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await login({ 'content-type': 'application/json' }, '{"email": "a@b.c", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await login({ 'content-type': 'text/plain' }, 'email=a@b.c');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/must be JSON/);
  });

  it('answers a JSON body of the wrong shape with 400', async () => {
    const response = await login({ 'content-type': 'application/json' }, '[1, 2, 3]');
    expect(response.statusCode).toBe(400);
  });

  it('answers unknown /api paths with JSON 404, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/auth'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: owner.cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('never returns a stack trace from a 500', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Internal server error',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret internals');
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
