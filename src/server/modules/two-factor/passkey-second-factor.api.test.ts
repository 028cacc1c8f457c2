import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, TEST_PASSWORD, type TestBusiness } from '../../../../tests/support/factories';
import { SoftAuthenticator } from '../../../../tests/support/soft-authenticator';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { codeAt, cookieOf, turnOnTwoFactor } from '../../../../tests/support/two-factor';
import type { AuditEventPage } from '../../../contract/audit';
import { NO_PASSKEY_YET, PASSKEY_FAILED } from '../../../contract/passkeys';
import { TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../contract/two-factor';
import { publicOrigin } from '../../lib/public-url';

/**
 * Issue 32: a passkey as the second factor after the right password, or as a sign-in on its own. A software
 * authenticator (an ES256 key pair) answers the ceremonies, so the server's real WebAuthn checks run.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginThrottle: { maxPerAddressAndEmail: 50, maxPerAddress: 200, freePerEmail: 50 },
  });
});

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A passkey added in Settings → Account: the password, the device's answer. */
async function addPasskey(owner: TestBusiness, name = 'Phone'): Promise<SoftAuthenticator> {
  const device = new SoftAuthenticator(publicOrigin());
  const options = await post(
    '/api/account/passkeys/options',
    { currentPassword: TEST_PASSWORD },
    owner.cookie,
  );
  expect(options.statusCode).toBe(200);
  const added = await post(
    '/api/account/passkeys',
    { name, credential: device.register(options.json()) },
    owner.cookie,
  );
  expect(added.statusCode, added.body).toBe(201);
  return device;
}

/** The right password of an account with two-factor on: the fd_2fa cookie, and what the answer said. */
async function passwordStep(email: string) {
  const res = await post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(202);
  return { pending: cookieOf(res.headers['set-cookie'], 'fd_2fa'), body: res.json() };
}

async function passkeyOptions(pending: string) {
  const res = await post('/api/auth/login/two-factor/passkey/options', undefined, pending);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('a passkey instead of the code', () => {
  it('signs in after the password with one of your own passkeys, and says so on the trail', async () => {
    const owner = await createTestBusiness(t.app);
    const device = await addPasskey(owner);
    await turnOnTwoFactor(t.app, owner.cookie);

    const { pending, body } = await passwordStep(owner.email);
    expect(body).toEqual({
      twoFactorRequired: true,
      message: 'Enter the 6-digit code from your authenticator app.',
      passkey: true,
    });
    const options = await passkeyOptions(pending);
    // Only this account's passkeys may answer.
    expect(options.allowCredentials.map((c) => c.id)).toEqual([device.credentialId.toString('base64url')]);
    const signedIn = await post(
      '/api/auth/login/two-factor/passkey',
      { credential: device.authenticate(options), rememberDevice: true },
      pending,
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: owner.email });
    const session = cookieOf(signedIn.headers['set-cookie'], 'fd_session');
    expect((await me(session)).statusCode).toBe(200);
    // Remembered: the next password sign-in from this browser asks for nothing more.
    const device30 = cookieOf(signedIn.headers['set-cookie'], 'fd_device');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: device30 },
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);

    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=auth.login.succeeded',
      headers: { cookie: owner.cookie },
    });
    expect((trail.json() as AuditEventPage).items[0]).toMatchObject({ after: { method: 'password' } });
    expect((trail.json() as AuditEventPage).items[1]).toMatchObject({
      after: { method: 'password+passkey' },
    });
    // The sign-in was spent: the same answer, or the cookie, opens nothing more.
    const replay = await post(
      '/api/auth/login/two-factor/passkey',
      { credential: device.authenticate(options) },
      pending,
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_SIGN_IN_EXPIRED);
  });

  it("refuses someone else's passkey, counts it as a wrong answer, and a spent challenge answers nothing", async () => {
    const owner = await createTestBusiness(t.app);
    const mine = await addPasskey(owner);
    await turnOnTwoFactor(t.app, owner.cookie);
    const stranger = await createTestBusiness(t.app);
    const theirs = await addPasskey(stranger);

    const { pending } = await passwordStep(owner.email);
    const options = await passkeyOptions(pending);
    const wrong = await post(
      '/api/auth/login/two-factor/passkey',
      { credential: theirs.authenticate(options) },
      pending,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: PASSKEY_FAILED,
      errors: [{ path: 'credential', message: PASSKEY_FAILED }],
    });
    // The challenge went with that try: even the right passkey must ask for a new one.
    const stale = await post(
      '/api/auth/login/two-factor/passkey',
      { credential: mine.authenticate(options) },
      pending,
    );
    expect(stale.statusCode).toBe(400);
    const fresh = await passkeyOptions(pending);
    const ok = await post(
      '/api/auth/login/two-factor/passkey',
      { credential: mine.authenticate(fresh) },
      pending,
    );
    expect(ok.statusCode).toBe(200);

    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=auth.login.failed',
      headers: { cookie: owner.cookie },
    });
    expect((trail.json() as AuditEventPage).items.map((e) => e.after)).toEqual([
      { reason: 'second_factor', attempts: 2 },
      { reason: 'second_factor', attempts: 1 },
    ]);
  });

  it('ends the sign-in after five wrong answers, codes and passkeys together', async () => {
    const owner = await createTestBusiness(t.app);
    await addPasskey(owner);
    const { secret } = await turnOnTwoFactor(t.app, owner.cookie);
    const stranger = await createTestBusiness(t.app);
    const theirs = await addPasskey(stranger);
    const { pending } = await passwordStep(owner.email);
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/login/two-factor', { code: '000000' }, pending);
      expect(res.statusCode).toBe(400);
    }
    const options = await passkeyOptions(pending);
    expect(
      (
        await post(
          '/api/auth/login/two-factor/passkey',
          { credential: theirs.authenticate(options) },
          pending,
        )
      ).statusCode,
    ).toBe(400);
    const last = await passkeyOptions(pending);
    expect(
      (await post('/api/auth/login/two-factor/passkey', { credential: theirs.authenticate(last) }, pending))
        .statusCode,
    ).toBe(400);
    // Five: over, for the right passkey and the right code alike.
    const after = await post('/api/auth/login/two-factor/passkey/options', undefined, pending);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(TWO_FACTOR_SIGN_IN_EXPIRED);
    expect((await post('/api/auth/login/two-factor', { code: codeAt(secret) }, pending)).statusCode).toBe(
      401,
    );
  });

  it('has nothing to offer an account without a passkey, or a browser with no sign-in waiting', async () => {
    const owner = await createTestBusiness(t.app);
    await turnOnTwoFactor(t.app, owner.cookie);
    const { pending, body } = await passwordStep(owner.email);
    expect(body.passkey).toBe(false);
    const none = await post('/api/auth/login/two-factor/passkey/options', undefined, pending);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NO_PASSKEY_YET);
    const noCookie = await post('/api/auth/login/two-factor/passkey/options');
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().message).toBe(TWO_FACTOR_SIGN_IN_EXPIRED);
  });
});

describe('a passkey on its own', () => {
  it('signs in without a password or a code: the device checked who holds it', async () => {
    const owner = await createTestBusiness(t.app);
    const device = await addPasskey(owner, 'Laptop');
    await turnOnTwoFactor(t.app, owner.cookie);
    const options = await post('/api/auth/passkey/options');
    const challenge = cookieOf(options.headers['set-cookie'], 'fd_webauthn');
    const signedIn = await post(
      '/api/auth/passkey',
      { credential: device.authenticate(options.json()) },
      challenge,
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: owner.email });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/passkeys',
      headers: { cookie: owner.cookie },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Laptop', lastUsedAt: expect.any(String) }),
    ]);
  });
});
