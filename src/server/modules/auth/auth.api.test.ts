import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { BREACHED_PASSWORD } from '../../../contract/auth';
import { memberships, sessions, staff, users } from '../../db/schema/index';
import { hashPassword } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  firstName: 'Maya',
  lastName: 'Lopez',
  businessName: 'Maya Hair Studio',
  ...overrides,
});

describe('POST /api/auth/signup', () => {
  it('creates the user, the business and the owner membership, and signs in', async () => {
    const body = signupBody({ email: 'Maya@Example.com' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Lopez',
      profileImageUrl: null,
      role: 'owner',
      businessName: 'Maya Hair Studio',
      subscriptionTier: 'free',
    });
    const cookieHeader = String(response.headers['set-cookie']);
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=Lax/i);
    expect(cookieHeader).not.toMatch(/Secure/i);
    // Beside it, a marker the page can read that holds nothing secret: it only says someone is signed in.
    const cookies = [response.headers['set-cookie']].flat() as string[];
    expect(cookies.find((c) => c.startsWith('fd_session='))).toMatch(/HttpOnly/i);
    const marker = cookies.find((c) => c.startsWith('fd_signed_in='));
    expect(marker).toMatch(/^fd_signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(response.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);

    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ businessId: user.businessId, role: 'owner' });
    const bookable = await t.db.select().from(staff).where(eq(staff.businessId, user.businessId));
    expect(bookable).toHaveLength(1);
  });

  it("keeps the business in the time zone the form sends (the browser's), UTC without one, and refuses an unknown one", async () => {
    const zoneOf = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(body),
      });
      expect(response.statusCode, response.body).toBe(201);
      const cookie = sessionCookieFrom(response.headers['set-cookie']);
      return (await t.app.inject({ url: '/api/timezone', headers: { cookie } })).json().primaryTimezone;
    };
    expect(await zoneOf({ timezone: 'America/New_York' })).toBe('America/New_York');
    expect(await zoneOf({})).toBe('UTC');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ timezone: 'Mars/Olympus_Mons' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'timezone', message: 'Unknown timezone' }]);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const first = await createTestBusiness(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ email: first.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('refuses a password under 12 characters with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ password: 'eleven-char' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Password must be at least 12 characters',
      errors: [{ path: 'password', message: 'Password must be at least 12 characters' }],
    });
  });

  it('refuses a breached password whatever its case, and asks for no mix of character kinds', async () => {
    for (const password of ['qwerty123456', '1QAZ2WSX3EDC', 'PasswordPassword']) {
      const email = uniqueEmail();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody({ email, password }),
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({
        message: BREACHED_PASSWORD,
        errors: [{ path: 'password', message: BREACHED_PASSWORD }],
      });
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user).toBeUndefined();
    }
    // Twelve lowercase letters and nothing else, if nobody's breach has them, are a password.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ password: 'lanternfrogs' }),
    });
    expect(plain.statusCode).toBe(201);
  });

  it('answers 429 once an address used its sign-ups for the hour (SIGNUPS_PER_HOUR)', async () => {
    // The limit is the app's setting (20 by default: config.unit.test.ts); three make the same point quicker.
    const limitedApp = await createTestApp({ signupsPerHour: 3 });
    const from = { remoteAddress: '127.9.9.9' };
    for (let i = 0; i < 3; i++) {
      const ok = await limitedApp.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        ...from,
        payload: signupBody(),
      });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await limitedApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...from,
      payload: signupBody(),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    // Another address still signs up.
    const other = await limitedApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '127.9.9.10',
      payload: signupBody(),
    });
    expect(other.statusCode).toBe(201);
  });

  it('lists every missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: {} });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths.sort()).toEqual(['businessName', 'email', 'firstName', 'lastName', 'password']);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and issues a new session id', async () => {
    const owner = await createTestBusiness(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: owner.cookie },
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: owner.email, role: 'owner' });
    const fresh = sessionCookieFrom(response.headers['set-cookie']);
    expect(fresh).not.toBe(owner.cookie);
    // The session the browser held before signing in is gone (no fixation).
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh } });
    expect(current.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const owner = await createTestBusiness(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('answers 429 to an address after repeated failures for one email, even with the right password', async () => {
    const owner = await createTestBusiness(t.app);
    const guesser = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const miss = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: guesser,
        payload: { email: owner.email, password: `wrong-password-${i}` },
      });
      expect(miss.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: guesser,
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many sign-in attempts. Please try again later.');
  });

  it('still signs in an account whose password predates the 12-character rule', async () => {
    const owner = await createTestBusiness(t.app);
    const older = 'ten-chars!';
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(older) })
      .where(eq(users.id, owner.user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: older },
    });
    expect(response.statusCode).toBe(200);
  });

  it("can't be used to lock the owner out from another address: failures there only slow the owner down", async () => {
    const owner = await createTestBusiness(t.app);
    for (let i = 0; i < 8; i++) {
      const miss = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: owner.email, password: `wrong-password-${i}` },
      });
      expect([401, 429]).toContain(miss.statusCode);
    }
    const started = performance.now();
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.44',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(mine.statusCode).toBe(200);
    // Slowed, since that email was being guessed (at most 4 s), but signed in.
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a session, and with a made-up one', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/auth/user', headers: { cookie: 'fd_session=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Unauthorized' });
  });

  it('treats an expired session as signed out and deletes it', async () => {
    const owner = await createTestBusiness(t.app);
    await t.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in even when used every day', async () => {
    const owner = await createTestBusiness(t.app);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    const sess = row?.sess as { createdAt: number };
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, createdAt: Date.now() - 30 * 24 * 60 * 60 * 1000 - 1000 } })
      .where(eq(sessions.userId, owner.user.id));
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([]);
  });

  it('slides the idle expiry forward when the session is used', async () => {
    const owner = await createTestBusiness(t.app);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(sessions).set({ expire: soon }).where(eq(sessions.userId, owner.user.id));
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('stores only a hash of the session token', async () => {
    const owner = await createTestBusiness(t.app);
    const token = owner.cookie.split('=')[1] as string;
    const rows = await t.db.select({ sid: sessions.sid }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.sid === token)).toBe(false);
  });

  it("GET /api/logout ends the session and redirects to the landing page, which says 'Logged Out'", async () => {
    const owner = await createTestBusiness(t.app);
    const response = await t.app.inject({ url: '/api/logout', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?signed-out=1');
    // Both cookies are cleared: the session and the page's signed-in marker.
    const cleared = [response.headers['set-cookie']].flat() as string[];
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(['fd_session', 'fd_signed_in']);
    for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('GET /api/login opens sign-in, or with tab=signup Create account; another tab is refused', async () => {
    expect((await t.app.inject({ url: '/api/login' })).headers.location).toBe('/login');
    expect((await t.app.inject({ url: '/api/login?tab=signup' })).headers.location).toBe('/login?tab=signup');
    expect((await t.app.inject({ url: '/api/login?tab=signin' })).headers.location).toBe('/login');
    const wrong = await t.app.inject({ url: '/api/login?tab=admin' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'tab', message: 'tab must be signin or signup' }]);
  });

  it('GET /api/logout refuses a request another site sent, and keeps the session', async () => {
    const owner = await createTestBusiness(t.app);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const response = await t.app.inject({
        url: '/api/logout',
        headers: { cookie: owner.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    }
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    // The signed-in menu's own link is a same-origin navigation.
    const own = await t.app.inject({
      url: '/api/logout',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    });
    expect(own.statusCode).toBe(302);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(401);
  });

  it('GET /api/login redirects to the sign-in page', async () => {
    const response = await t.app.inject({ url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const owner = await createTestBusiness(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const otherCookie = sessionCookieFrom(other.headers['set-cookie']);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: otherCookie } })).statusCode).toBe(
      401,
    );

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'a-brand-new-password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field message', async () => {
    const owner = await createTestBusiness(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  });

  it('refuses a new password that is breached or under 12 characters, and keeps the old one', async () => {
    const owner = await createTestBusiness(t.app);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie: owner.cookie },
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
    const breached = await change('Qwerty123456');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors).toEqual([{ path: 'newPassword', message: BREACHED_PASSWORD }]);
    const short = await change('eleven-char');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 12 characters' },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
