import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBusiness, sessionCookieFrom, TEST_PASSWORD } from '../../tests/support/factories';
import { builtWebDir, testAppBeforeAll } from '../../tests/support/test-app';

// ASVS 5.0 level 2, V3.3 and V3.4: the session cookie is `__Host-` and every answer carries HSTS when the app
// is served over HTTPS (PUBLIC_URL https://…), neither over plain http (where browsers would refuse a Secure
// cookie); every page refuses to be framed and to take a <base>.

// The built web app as `npm start` serves it: a page and a hashed asset.
const webDir = builtWebDir('frontdesk-headers-web-', { 'assets/app-1a2b3c.js': 'console.log("app")' });

const t = testAppBeforeAll({ webDir });
// PUBLIC_URL is read at each request, like the rest of the environment: each test sets the scheme it needs.
afterEach(() => {
  vi.unstubAllEnvs();
});
const overHttps = () => vi.stubEnv('PUBLIC_URL', 'https://book.example.com');
const overHttp = () => vi.stubEnv('PUBLIC_URL', 'http://127.0.0.1:5317');

const setCookies = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat() as string[];
const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));

/** One answer of each kind the server gives: JSON, an error, a page, an asset, a redirect and a 404. */
async function answersOfEveryKind(cookie: string) {
  return {
    json: await t.app.inject({ url: '/api/auth/user', headers: { cookie } }),
    refused: await t.app.inject({ url: '/api/auth/user' }),
    page: await t.app.inject({ url: '/dashboard' }),
    asset: await t.app.inject({ url: '/assets/app-1a2b3c.js' }),
    redirect: await t.app.inject({ url: '/api/login' }),
    missing: await t.app.inject({ url: '/api/no-such-route' }),
  };
}

describe('served over HTTPS', () => {
  it('names the session cookie __Host-fd_session: Secure, Path=/, no Domain, HttpOnly; the marker is Secure too', async () => {
    overHttps();
    const owner = await createTestBusiness(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookies = setCookies(signIn);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-fd_session', 'fd_signed_in']);
    const session = named(cookies, '__Host-fd_session') as string;
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).not.toMatch(/Domain=/i);
    const marker = named(cookies, 'fd_signed_in') as string;
    expect(marker).toMatch(/; Secure/);
    expect(marker).not.toMatch(/HttpOnly/);

    // The session is read under that name only: the same token under the plain name is nobody.
    const cookie = sessionCookieFrom(signIn.headers['set-cookie']);
    expect(cookie.startsWith('__Host-fd_session=')).toBe(true);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const token = cookie.slice('__Host-fd_session='.length);
    const plain = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `fd_session=${token}` } });
    expect(plain.statusCode).toBe(401);

    // Signing out clears both with the attributes they were set with (a browser ignores it otherwise).
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    const cleared = setCookies(out);
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-fd_session', 'fd_signed_in']);
    for (const c of cleared) {
      expect(c).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/; Path=\//);
    }
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('sends HSTS for a year, subdomains included, on every answer', async () => {
    overHttps();
    const owner = await createTestBusiness(t.app);
    const answers = await answersOfEveryKind(owner.cookie);
    expect(answers.json.statusCode).toBe(200);
    expect(answers.refused.statusCode).toBe(401);
    expect(answers.page.statusCode).toBe(200);
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.redirect.statusCode).toBe(302);
    expect(answers.missing.statusCode).toBe(404);
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('served over plain http', () => {
  it('keeps the plain fd_session name without Secure (browsers refuse Secure cookies over http)', async () => {
    overHttp();
    const owner = await createTestBusiness(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const cookies = setCookies(signIn);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['fd_session', 'fd_signed_in']);
    for (const c of cookies) expect(c).not.toMatch(/Secure/i);
    // A `__Host-` cookie is not read here: one name per server.
    const token = sessionCookieFrom(signIn.headers['set-cookie']).slice('fd_session='.length);
    const prefixed = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `__Host-fd_session=${token}` },
    });
    expect(prefixed.statusCode).toBe(401);
  });

  it('never sends HSTS', async () => {
    overHttp();
    const owner = await createTestBusiness(t.app);
    for (const [kind, response] of Object.entries(await answersOfEveryKind(owner.cookie))) {
      expect(response.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });
});

describe('content security policy', () => {
  it("gives every page base-uri 'none' and frame-ancestors 'none', beside object-src 'none'", async () => {
    for (const url of ['/', '/dashboard', '/booking?business=1', '/login']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      const directives = String(response.headers['content-security-policy']).split(';');
      expect(directives, url).toContain("base-uri 'none'");
      expect(directives, url).toContain("frame-ancestors 'none'");
      expect(directives, url).toContain("object-src 'none'");
      // For browsers that predate frame-ancestors.
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    // The API's answers carry the same policy (ASVS 5.0 3.4.3: every response).
    const json = await t.app.inject({ url: '/api/health' });
    expect(String(json.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
