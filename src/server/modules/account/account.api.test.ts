import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema/index';
import { SESSION_ENDED } from '../../realtime/hub';
import { openSocket, type TestSocket } from '../../realtime/test-socket';
import { enableChat } from '../clients/test-fixtures';

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Another browser of the same person: a second sign-in. */
async function signInAgain(who: TestBusiness, userAgent = 'Mozilla/5.0 (iPhone)'): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: who.email, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  return sessionCookieFrom(login.headers['set-cookie']);
}

type Listed = { id: string; current: boolean; createdAt: string; lastActiveAt: string; businessName: string };
const sessionsOf = async (cookie: string) =>
  (await call('GET', '/api/account/sessions', cookie)).json() as Listed[];

describe('PUT /api/account/profile', () => {
  it('changes the name and picture the header shows', async () => {
    const me = await createTestBusiness(t.app, { firstName: 'Olivia', lastName: 'Owner' });
    const response = await call('PUT', '/api/account/profile', me.cookie, {
      firstName: '  Liv ',
      lastName: 'Okafor',
      profileImageUrl: 'https://images.example.com/liv.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.user.id,
      email: me.email,
      firstName: 'Liv',
      lastName: 'Okafor',
      profileImageUrl: 'https://images.example.com/liv.png',
      role: 'owner',
      businessId: me.user.businessId,
    });
    expect((await call('GET', '/api/auth/user', me.cookie)).json()).toMatchObject({
      firstName: 'Liv',
      lastName: 'Okafor',
      profileImageUrl: 'https://images.example.com/liv.png',
    });
    const cleared = await call('PUT', '/api/account/profile', me.cookie, {
      firstName: 'Liv',
      lastName: '',
      profileImageUrl: null,
    });
    expect(cleared.json()).toMatchObject({ firstName: 'Liv', lastName: null, profileImageUrl: null });
  });

  it('answers 400 with field messages, and changes nothing', async () => {
    const me = await createTestBusiness(t.app, { firstName: 'Olivia' });
    const response = await call('PUT', '/api/account/profile', me.cookie, {
      firstName: ' ',
      lastName: 'Owner',
      profileImageUrl: 'http://images.example.com/me.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'firstName', message: 'First name is required' },
      {
        path: 'profileImageUrl',
        message: 'Profile image must be an uploaded image or an https:// image address',
      },
    ]);
    const extra = await call('PUT', '/api/account/profile', me.cookie, { firstName: 'O', email: 'x@y.z' });
    expect(extra.statusCode).toBe(400);
    expect((await call('GET', '/api/auth/user', me.cookie)).json().firstName).toBe('Olivia');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      payload: { firstName: 'Anon' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists your sessions, this one first, by an opaque id', async () => {
    const me = await createTestBusiness(t.app, { businessName: 'Session Salon' });
    const phone = await signInAgain(me);
    const list = await sessionsOf(me.cookie);
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[0]).toMatchObject({ businessName: 'Session Salon' });
    // The phone's sign-in is named by its browser.
    expect(list[1]).toMatchObject({ userAgent: 'Mozilla/5.0 (iPhone)' });
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      // Neither the cookie's token nor its stored hash is ever shown.
      expect(rows.map((r) => r.sid)).not.toContain(s.id);
      expect(JSON.stringify(list)).not.toContain(me.cookie.split('=')[1] as string);
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The other browser sees the same two, itself first.
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map((s) => s.id)).toEqual([list[1]?.id, list[0]?.id]);
    // Someone else sees only their own.
    const other = await createTestBusiness(t.app);
    expect((await sessionsOf(other.cookie)).map((s) => s.id)).not.toContain(list[0]?.id);
  });

  it('signs one session out, closing its sockets; another person cannot', async () => {
    const me = await createTestBusiness(t.app);
    await enableChat(t.db, me.user.businessId);
    const laptop = await signInAgain(me, 'Mozilla/5.0 (Macintosh)');
    const laptopSocket = await openSocket(base, { cookie: laptop });
    const hereSocket = await openSocket(base, { cookie: me.cookie });
    sockets.push(laptopSocket, hereSocket);
    const laptopId = (await sessionsOf(me.cookie)).find((s) => !s.current)?.id as string;

    const stranger = await createTestBusiness(t.app);
    const refused = await call('DELETE', `/api/account/sessions/${laptopId}`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Session not found' });
    expect((await call('GET', '/api/auth/user', laptop)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/account/sessions/${laptopId}`, me.cookie);
    expect(revoked.statusCode).toBe(204);
    expect(await laptopSocket.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
    expect((await call('GET', '/api/auth/user', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', me.cookie)).statusCode).toBe(200);
    hereSocket.socket.send(JSON.stringify({ type: 'ping' }));
    await hereSocket.next((m) => m.type === 'pong');

    // Gone now, and an id that is no session at all, answer the same.
    expect((await call('DELETE', `/api/account/sessions/${laptopId}`, me.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/sessions/not-a-session', me.cookie)).statusCode).toBe(404);
  });

  it('signs out every other session and keeps this one', async () => {
    const me = await createTestBusiness(t.app);
    await enableChat(t.db, me.user.businessId);
    const phone = await signInAgain(me);
    const tablet = await signInAgain(me, 'Mozilla/5.0 (iPad)');
    const phoneSocket = await openSocket(base, { cookie: phone });
    sockets.push(phoneSocket);
    const bystander = await createTestBusiness(t.app);

    const response = await call('POST', '/api/account/sessions/sign-out-others', me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect(await phoneSocket.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
    for (const gone of [phone, tablet]) {
      expect((await call('GET', '/api/auth/user', gone)).statusCode).toBe(401);
    }
    expect((await sessionsOf(me.cookie)).map((s) => s.current)).toEqual([true]);
    expect((await call('GET', '/api/auth/user', bystander.cookie)).statusCode).toBe(200);
    // Nothing left to sign out.
    expect((await call('POST', '/api/account/sessions/sign-out-others', me.cookie)).json()).toEqual({
      signedOut: 0,
    });
  });
});
