import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema/index';

// PGlite runs one session at a time, so only PostgreSQL can show two accepts racing.
describe('one new email invited by several businesses, accepted at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  async function inviteLink(biz: TestBusiness, email: string): Promise<string> {
    const call = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: biz.cookie }, ...(payload ? { payload } : {}) });
    const added = await call('POST', '/api/staff', {
      firstName: 'Rae',
      lastName: 'Race',
      email,
      role: 'staff',
    });
    expect(added.statusCode).toBe(201);
    const sent = await call('POST', `/api/staff/${added.json().id}/invite`);
    return sent.json().inviteUrl.split('/invite/')[1] as string;
  }

  it('makes one account: one accept answers 200, the others 409 "sign in first", none 500', async () => {
    const email = `race-${Date.now()}@example.com`;
    const salons = await Promise.all(Array.from({ length: 4 }, () => paidBusiness(t, 'enterprise')));
    const tokens = await Promise.all(salons.map((biz) => inviteLink(biz, email)));
    const accepted = await Promise.all(
      tokens.map((token) =>
        t.app.inject({
          method: 'POST',
          url: `/api/invitations/${token}/accept`,
          payload: { password: TEST_PASSWORD },
        }),
      ),
    );
    const codes = accepted.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    for (const refused of accepted.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(
        'This email already has a Frontdesk account. Sign in to it, then open the invitation again to accept.',
      );
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
