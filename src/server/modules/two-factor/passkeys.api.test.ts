import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, TEST_PASSWORD, type TestBusiness } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PASSKEY_FAILED } from '../../../contract/passkeys';

// A real passkey needs a device (tests/e2e/passkeys.spec.ts makes one with Chromium's virtual authenticator);
// here, what the server refuses and what it asks the browser for.

let t: TestApp;
let owner: TestBusiness;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
});

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A credential-shaped answer no authenticator signed. */
const forged = {
  id: 'Zm9yZ2Vk',
  rawId: 'Zm9yZ2Vk',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'AAAA',
    signature: 'AAAA',
    attestationObject: 'AAAA',
  },
  clientExtensionResults: {},
};

describe('adding a passkey', () => {
  it('needs the current password, then asks the browser for a discoverable, verified passkey of this site', async () => {
    const wrong = await post(
      '/api/account/passkeys/options',
      { currentPassword: 'not-my-password' },
      owner.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    const options = await post(
      '/api/account/passkeys/options',
      { currentPassword: TEST_PASSWORD },
      owner.cookie,
    );
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      rp: { name: 'Frontdesk', id: 'localhost' },
      user: { name: owner.email, displayName: 'Olivia Owner' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options.json().challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses an answer no authenticator signed, and the challenge works once', async () => {
    await post('/api/account/passkeys/options', { currentPassword: TEST_PASSWORD }, owner.cookie);
    const bad = await post('/api/account/passkeys', { name: 'Laptop', credential: forged }, owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: PASSKEY_FAILED,
      errors: [{ path: 'credential', message: PASSKEY_FAILED }],
    });
    // The challenge was spent on that try: another answer has none to answer.
    const again = await post('/api/account/passkeys', { name: 'Laptop', credential: forged }, owner.cookie);
    expect(again.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/passkeys',
      headers: { cookie: owner.cookie },
    });
    expect(list.json()).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('gives a challenge in a cookie of its own, and refuses an unknown passkey or no challenge with 401', async () => {
    const options = await post('/api/auth/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.json().allowCredentials).toBeUndefined();
    const cookie = [options.headers['set-cookie']].flat().find((c) => c?.startsWith('fd_webauthn='));
    expect(cookie).toMatch(/HttpOnly/);
    const unknown = await post('/api/auth/passkey', { credential: forged }, (cookie as string).split(';')[0]);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_FAILED);
    expect((await post('/api/auth/passkey', { credential: forged })).statusCode).toBe(401);
  });
});
