import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { outbox } from '../../db/schema/index';

// PGlite runs one session at a time, so only PostgreSQL can show two uses of one link, or many requests, at once.
describe('a reset link used twice at the same moment, and requests all at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const mails = (email: string) =>
    t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password_reset')));

  it('sets one password: the other use is refused, and eight requests at once send three links', async () => {
    const owner = await createTestBusiness(t.app);
    const asks = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { email: owner.email },
        }),
      ),
    );
    expect(asks.map((r) => r.statusCode)).toEqual(Array(8).fill(202));
    const sent = await mails(owner.email);
    expect(sent).toHaveLength(3);
    const token = /\/reset-password#([A-Za-z0-9_-]+)/.exec(sent[0]?.body ?? '')?.[1] as string;

    const uses = await Promise.all(
      ['first-new-password-aa', 'second-new-password-bb'].map((newPassword) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/complete',
          payload: { token, newPassword },
        }),
      ),
    );
    expect(uses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = uses[0]?.statusCode === 200 ? 'first-new-password-aa' : 'second-new-password-bb';
    const loser = winner === 'first-new-password-aa' ? 'second-new-password-bb' : 'first-new-password-aa';
    const logIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password } });
    expect((await logIn(winner)).statusCode).toBe(200);
    expect((await logIn(loser)).statusCode).toBe(401);
  });
});
