import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
} from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { BREACHED_PASSWORD } from '../../../contract/auth';
import { outbox, staffInvitations } from '../../db/schema/index';

let t: TestApp;
let owner: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  owner = await paidBusiness(t, 'enterprise');
});

const call = (
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let counter = 0;
async function addStylist(biz: TestBusiness, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await call(biz.cookie, 'POST', '/api/staff', {
    firstName: 'Rosa',
    lastName: `Stylist${counter}`,
    email: `stylist-${counter}-${biz.user.businessId}@example.com`,
    role: 'staff',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; email: string };
}

async function invite(biz: TestBusiness, staffId: number) {
  const response = await call(biz.cookie, 'POST', `/api/staff/${staffId}/invite`);
  expect(response.statusCode).toBe(201);
  const body = response.json() as { inviteUrl: string; expiresAt: string };
  return { ...body, token: body.inviteUrl.split('/invite/')[1] as string };
}

const accept = (token: string, payload: object) =>
  call(null, 'POST', `/api/invitations/${token}/accept`, payload);

describe('staff sign-in invitations', () => {
  it('emails a 7-day link, shows it, and signs the stylist in as staff exactly once', async () => {
    const member = await addStylist(owner);
    const sent = await invite(owner, member.id);
    expect(sent.inviteUrl).toMatch(/^http:\/\/localhost:\d+\/invite\/[A-Za-z0-9_-]{40,}$/);
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, member.email));
    expect(mail?.body).toContain(sent.inviteUrl);

    const shown = await call(null, 'GET', `/api/invitations/${sent.token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      email: member.email,
      firstName: 'Rosa',
      role: 'staff',
      businessName: 'Test Salon',
    });
    expect(shown.json()).not.toHaveProperty('hasAccount');
    const noPassword = await accept(sent.token, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([{ path: 'password', message: 'Password is required' }]);

    const weak = await accept(sent.token, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe('password');
    const elevenCharacters = await accept(sent.token, { password: 'eleven-char' });
    expect(elevenCharacters.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 12 characters' },
    ]);
    // A new account's password follows the sign-up rule: not one from a breach, whatever its case.
    const breached = await accept(sent.token, { password: 'QAZWSXEDCRFV' });
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors).toEqual([{ path: 'password', message: BREACHED_PASSWORD }]);

    const accepted = await accept(sent.token, { password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      role: 'staff',
      businessId: owner.user.businessId,
      email: member.email,
    });
    const cookie = sessionCookieFrom(accepted.headers['set-cookie']);
    expect((await call(cookie, 'GET', '/api/auth/user')).json().role).toBe('staff');
    // The staff row is linked, and the stylist can't manage staff.
    const team = (await call(owner.cookie, 'GET', '/api/staff')).json();
    expect(team.find((s: { id: number }) => s.id === member.id).userId).toBe(accepted.json().id);
    expect((await call(cookie, 'POST', '/api/staff', { firstName: 'X' })).statusCode).toBe(403);

    const again = await accept(sent.token, { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invitation has already been used.');
    expect((await call(null, 'GET', `/api/invitations/${sent.token}`)).statusCode).toBe(410);
    const reinvite = await call(owner.cookie, 'POST', `/api/staff/${member.id}/invite`);
    expect(reinvite.statusCode).toBe(409);
  });

  it('answers 410 for a replaced or expired invitation, 404 for an unknown one', async () => {
    const member = await addStylist(owner);
    const first = await invite(owner, member.id);
    const second = await invite(owner, member.id);
    expect((await accept(first.token, { password: TEST_PASSWORD })).json().message).toBe(
      'This invitation was replaced by a newer one or withdrawn.',
    );
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.staffId, member.id));
    const expired = await accept(second.token, { password: TEST_PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired. Ask for a new one.');
    expect((await call(null, 'GET', `/api/invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/invitations/bad')).statusCode).toBe(404);
  });

  it('never takes an existing account’s password through the link: its owner signs in, then accepts', async () => {
    // The takeover of issue 32 F3: an owner invites someone else's email, holds the link and guesses.
    const victim = await createTestBusiness(t.app);
    const member = await addStylist(owner, { email: victim.email });
    const sent = await invite(owner, member.id);
    expect((await call(null, 'GET', `/api/invitations/${sent.token}`)).json()).not.toHaveProperty(
      'hasAccount',
    );
    for (const password of ['not-their-password', TEST_PASSWORD]) {
      const guessed = await accept(sent.token, { password });
      expect(guessed.statusCode).toBe(409);
      expect(guessed.json().message).toBe(
        'This email already has a Frontdesk account. Sign in to it, then open the invitation again to accept.',
      );
      expect(guessed.headers['set-cookie']).toBeUndefined();
    }
    expect((await call(victim.cookie, 'GET', '/api/auth/businesses')).json()).toHaveLength(1);

    // Signed in as another email: refused, whatever the body says.
    const other = await createTestBusiness(t.app);
    const wrongPerson = await call(other.cookie, 'POST', `/api/invitations/${sent.token}/accept`, {
      password: TEST_PASSWORD,
    });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().message).toBe(
      `This invitation is for ${victim.email}. Sign out, then sign in as ${victim.email} to accept it.`,
    );

    // Signed in as the invited email: joins with no password, and the new session is in the new business.
    const accepted = await call(victim.cookie, 'POST', `/api/invitations/${sent.token}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      businessId: owner.user.businessId,
      role: 'staff',
      email: victim.email,
    });
    const cookie = sessionCookieFrom(accepted.headers['set-cookie']);
    const businesses = (await call(cookie, 'GET', '/api/auth/businesses')).json() as { businessId: number }[];
    expect(businesses.map((b) => b.businessId).sort()).toEqual(
      [victim.user.businessId, owner.user.businessId].sort(),
    );
    const again = await call(cookie, 'POST', `/api/invitations/${sent.token}/accept`, {});
    expect(again.statusCode).toBe(410);
  });

  it('needs the multi_user plan feature, and never reaches another business’s staff', async () => {
    const premium = await paidBusiness(t, 'premium');
    const member = await addStylist(premium);
    const refused = await call(premium.cookie, 'POST', `/api/staff/${member.id}/invite`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This feature requires a paid subscription.');
    expect((await call(owner.cookie, 'POST', `/api/staff/${member.id}/invite`)).statusCode).toBe(404);
  });

  it('ends the sign-in at once when the member is switched inactive or removed', async () => {
    const member = await addStylist(owner);
    const sent = await invite(owner, member.id);
    const cookie = sessionCookieFrom(
      (await accept(sent.token, { password: TEST_PASSWORD })).headers['set-cookie'],
    );
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await call(owner.cookie, 'PUT', `/api/staff/${member.id}`, { isActive: false })).statusCode).toBe(
      200,
    );
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(401);

    const other = await addStylist(owner);
    const otherSent = await invite(owner, other.id);
    const otherCookie = sessionCookieFrom(
      (await accept(otherSent.token, { password: TEST_PASSWORD })).headers['set-cookie'],
    );
    expect((await call(owner.cookie, 'DELETE', `/api/staff/${other.id}`)).statusCode).toBe(204);
    expect((await call(otherCookie, 'GET', '/api/appointments')).statusCode).toBe(401);
  });
});
