import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  type TestBusiness,
  uniqueClientAddress,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businessEmailVerifications, outbox } from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const send = (who: TestBusiness) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/email-verification',
    headers: { cookie: who.cookie },
    remoteAddress: uniqueClientAddress(),
  });
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/business-email-verifications',
    remoteAddress: uniqueClientAddress(),
    payload: { token },
  });
const profile = async (who: TestBusiness) =>
  (await t.app.inject({ method: 'GET', url: '/api/business', headers: { cookie: who.cookie } })).json();
const setEmail = (who: TestBusiness, email: string | null) =>
  t.app.inject({ method: 'PUT', url: '/api/business', headers: { cookie: who.cookie }, payload: { email } });

/** The token in the newest verification email to this address. */
async function tokenSentTo(email: string): Promise<string> {
  const mails = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'business_email_verification')));
  const body = mails.at(-1)?.body ?? '';
  const token = /\/verify-business-email\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no verification link in: ${body}`);
  return token;
}

describe('verifying the business email', () => {
  it('sends a single-use link to the business email; using it verifies the business', async () => {
    const owner = await createTestBusiness(t.app);
    await setEmail(owner, 'front@verify-me.example.com');
    expect((await profile(owner)).emailVerified).toBe(false);

    const sent = await send(owner);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({
      message: 'Verification email sent',
      email: 'front@verify-me.example.com',
    });
    const token = await tokenSentTo('front@verify-me.example.com');
    const [stored] = await t.db.select().from(businessEmailVerifications);
    expect(stored?.tokenHash).not.toContain(token);

    const used = await confirm(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({
      message: 'Your business email is verified',
      email: 'front@verify-me.example.com',
    });
    expect((await profile(owner)).emailVerified).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This verification link was already used or has expired');
    expect((await send(owner)).statusCode).toBe(409);
  });

  it('is lost when the email changes, and a link to the old address no longer verifies', async () => {
    const owner = await createTestBusiness(t.app);
    await setEmail(owner, 'old@verify-me.example.com');
    await send(owner);
    const oldToken = await tokenSentTo('old@verify-me.example.com');
    await setEmail(owner, 'new@verify-me.example.com');
    const stale = await confirm(oldToken);
    expect(stale.statusCode).toBe(410);
    expect(stale.json().message).toBe('This link was sent to an address your business no longer uses');
    expect((await profile(owner)).emailVerified).toBe(false);

    await send(owner);
    expect((await confirm(await tokenSentTo('new@verify-me.example.com'))).statusCode).toBe(200);
    expect((await profile(owner)).emailVerified).toBe(true);
    await setEmail(owner, 'another@verify-me.example.com');
    expect((await profile(owner)).emailVerified).toBe(false);
  });

  it('replaces an earlier link with a new one, and refuses a business without an email', async () => {
    const owner = await createTestBusiness(t.app);
    await setEmail(owner, 'twice@verify-me.example.com');
    await send(owner);
    const first = await tokenSentTo('twice@verify-me.example.com');
    await send(owner);
    const second = await tokenSentTo('twice@verify-me.example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(410);
    expect((await confirm(second)).statusCode).toBe(200);

    const noEmail = await createTestBusiness(t.app);
    await setEmail(noEmail, null);
    const refused = await send(noEmail);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Add a business email first');
  });

  it('answers made-up and malformed tokens without a 500', async () => {
    expect((await confirm('x'.repeat(43))).statusCode).toBe(410);
    expect((await confirm('short')).statusCode).toBe(400);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/business/email-verification',
      remoteAddress: uniqueClientAddress(),
    });
    expect(noSession.statusCode).toBe(401);
  });
});
