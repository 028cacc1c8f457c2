import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  TEST_PASSWORD,
  type TestBusiness,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { turnOnTwoFactor } from '../../../../tests/support/two-factor';
import type { AuditEventPage } from '../../../contract/audit';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID,
  PASSWORD_RESET_SENT,
} from '../../../contract/password-reset';
import { outbox, passwordResets } from '../../db/schema/index';
import { hashSecret } from '../../lib/secret-hash';

/** Issue 33: "Forgot password?" for members: an emailed single-use link, good for an hour. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const NEW_PASSWORD = 'lantern-orchard-velvet';
let address = 0;
/** Each test asks from its own address, so the per-address limit is its own. */
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

const ask = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', remoteAddress, payload: { email } });
const complete = (token: string, newPassword: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/complete',
    remoteAddress,
    payload: { token, newPassword },
  });
const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetEmails(email: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password_reset')))
    .orderBy(outbox.id);
}

/** The token of the last reset link sent to this email. */
async function lastToken(email: string): Promise<string> {
  const body = (await resetEmails(email)).at(-1)?.body ?? '';
  const token = /\/reset-password#([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no reset link in: ${body}`);
  return token;
}

describe('asking for a reset link', () => {
  it('answers the same whether or not an account uses the email, and emails only a real one', async () => {
    const owner = await createTestBusiness(t.app);
    const from = nextAddress();
    const known = await ask(owner.email.toUpperCase(), from);
    const unknown = await ask(uniqueEmail('nobody'), from);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.json()).toEqual(known.json());

    const [mail] = await resetEmails(owner.email);
    expect(mail?.subject).toBe('Reset your Frontdesk password');
    expect(mail?.body).toContain('the link works once, for 1 hour');
    // Only the token's hash is kept.
    const token = await lastToken(owner.email);
    const rows = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashSecret(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await t.db.select().from(passwordResets))).not.toContain(token);
  });

  it('sends a person at most three links an hour, still answering the same; an address is stopped after ten', async () => {
    const owner = await createTestBusiness(t.app);
    const from = nextAddress();
    for (let i = 0; i < 5; i++) {
      const res = await ask(owner.email, from);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT });
    }
    expect(await resetEmails(owner.email)).toHaveLength(3);
    for (let i = 0; i < 5; i++) expect((await ask(uniqueEmail('nobody'), from)).statusCode).toBe(202);
    const stopped = await ask(uniqueEmail('nobody'), from);
    expect(stopped.statusCode).toBe(429);
    // Another address is not stopped.
    expect((await ask(uniqueEmail('nobody'), nextAddress())).statusCode).toBe(202);
  });

  it('refuses a malformed email with a field message', async () => {
    const res = await ask('not-an-email', nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'email', message: 'Valid email is required' }]);
  });
});

describe('choosing a new password through the link', () => {
  it('sets it, ends every session, spends every open link, and is on the activity trail', async () => {
    const owner = await createTestBusiness(t.app);
    const from = nextAddress();
    await ask(owner.email, from);
    const first = await lastToken(owner.email);
    await ask(owner.email, from);
    const second = await lastToken(owner.email);

    const done = await complete(second, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    // The session that was open (maybe someone else's) is over.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: owner.cookie },
    });
    expect(me.statusCode).toBe(401);
    expect((await logIn(owner.email, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await logIn(owner.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);

    // Single use, and the older link went with it.
    for (const token of [second, first]) {
      const again = await complete(token, 'another-long-password-1');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: PASSWORD_RESET_INVALID,
        errors: [{ path: 'token', message: PASSWORD_RESET_INVALID }],
      });
    }
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=auth.password.reset',
      headers: { cookie },
    });
    expect((trail.json() as AuditEventPage).items).toEqual([
      expect.objectContaining({
        action: 'auth.password.reset',
        actorUserId: owner.user.id,
        actorRole: 'owner',
        actorVia: 'anonymous',
        after: { method: 'email link' },
      }),
    ]);
  });

  it('refuses a link older than an hour, a made-up one, and a password the sign-up would refuse', async () => {
    const owner: TestBusiness = await createTestBusiness(t.app);
    await ask(owner.email, nextAddress());
    const token = await lastToken(owner.email);
    const short = await complete(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 12 characters' },
    ]);
    const breached = await complete(token, 'password1234');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors).toEqual([
      { path: 'newPassword', message: 'This password is in a list of breached passwords. Choose another.' },
    ]);
    expect((await complete('x'.repeat(43), NEW_PASSWORD)).statusCode).toBe(400);

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashSecret(token)));
    const late = await complete(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PASSWORD_RESET_INVALID);
    // The refused attempts changed nothing.
    expect((await logIn(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps two-factor on: the next sign-in still asks for the code', async () => {
    const owner = await createTestBusiness(t.app);
    await turnOnTwoFactor(t.app, owner.cookie);
    await ask(owner.email, nextAddress());
    expect((await complete(await lastToken(owner.email), NEW_PASSWORD)).statusCode).toBe(200);
    const res = await logIn(owner.email, NEW_PASSWORD);
    expect(res.statusCode).toBe(202);
    expect(res.json().twoFactorRequired).toBe(true);
  });
});
