import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
  uniqueClientAddress,
} from '../../tests/support/factories';
import { logLines } from '../../tests/support/log-lines';
import { setPlan } from '../../tests/support/plans';
import { testAppBeforeAll } from '../../tests/support/test-app';
import { emailHashOf } from './lib/security-events';
import { loggerOptions } from './logging';

// ASVS 5.0 16.3.1 and 16.3.2: sign-ins that worked and didn't, sign-outs, password changes and refused
// authorizations each write one JSON line with an `event`, the request id and the client's address, and
// never the password, the email or a token.

const { lines, stream } = logLines();

const t = testAppBeforeAll({ logger: { ...loggerOptions('info'), stream } });

type EventLine = {
  event: string;
  reqId: string;
  clientAddress: string;
  level: number;
  [field: string]: unknown;
};
let owner: TestBusiness;
beforeEach(async () => {
  owner = await createTestBusiness(t.app);
  lines.length = 0;
});

/** The security event lines written so far, by name. */
const events = (name: string): EventLine[] =>
  lines.map((line) => JSON.parse(line) as EventLine).filter((line) => line.event === name);

/** A request from an address of its own, so its line can be told by it. */
const send = (options: InjectOptions) => {
  const remoteAddress = uniqueClientAddress();
  return { remoteAddress, response: t.app.inject({ remoteAddress, ...options }) };
};

const WARN = 40;
const INFO = 30;

describe('security events in the log', () => {
  it('a failed sign-in: the email hashed, never the email or the password; the throttle’s refusals too', async () => {
    const wrong = 'not-the-password-at-all';
    const { remoteAddress, response } = send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: wrong },
    });
    const answered = await response;
    expect(answered.statusCode).toBe(401);
    const [line] = events('auth.login.failed');
    expect(line).toMatchObject({
      reqId: answered.headers['x-request-id'],
      clientAddress: remoteAddress,
      method: 'password',
      reason: 'invalid_credentials',
      emailHash: emailHashOf(owner.email),
      level: WARN,
    });
    const written = lines.join('\n');
    expect(written).not.toContain(wrong);
    expect(written).not.toContain(owner.email);

    // The same address keeps guessing: once the throttle refuses, each refusal is an event as well.
    const guesser = uniqueClientAddress();
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: guesser,
        payload: { email: owner.email, password: `${wrong}-${i}` },
      });
    }
    const throttled = events('auth.login.failed').filter((e) => e.reason === 'throttled');
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]).toMatchObject({ clientAddress: guesser, emailHash: emailHashOf(owner.email) });
  });

  it('a sign-in and a sign-out: who, by user id', async () => {
    const { remoteAddress, response } = send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const signedIn = await response;
    expect(signedIn.statusCode).toBe(200);
    expect(events('auth.login.succeeded')).toEqual([
      expect.objectContaining({
        reqId: signedIn.headers['x-request-id'],
        clientAddress: remoteAddress,
        method: 'password',
        userId: owner.user.id,
        businessId: owner.user.businessId,
        level: INFO,
      }),
    ]);
    const cookie = sessionCookieFrom(signedIn.headers['set-cookie']);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(events('auth.logout')).toEqual([
      expect.objectContaining({ reqId: out.headers['x-request-id'], userId: owner.user.id }),
    ]);
    expect(lines.join('\n')).not.toContain(cookie.split('=')[1]);
  });

  it('a password change, and a refused one (wrong current password), never with either password', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: 'someone-elses-guess', newPassword: 'a-brand-new-password' },
    });
    expect(refused.statusCode).toBe(400);
    expect(events('auth.password.change_failed')).toEqual([
      expect.objectContaining({
        reqId: refused.headers['x-request-id'],
        reason: 'current_password',
        userId: owner.user.id,
        level: WARN,
      }),
    ]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(204);
    expect(events('auth.password.changed')).toEqual([
      expect.objectContaining({ reqId: changed.headers['x-request-id'], userId: owner.user.id }),
    ]);
    const written = lines.join('\n');
    for (const secret of ['someone-elses-guess', 'a-brand-new-password', TEST_PASSWORD]) {
      expect(written).not.toContain(secret);
    }
  });

  it('refused authorizations: 401 without a session, 403 for a role without the ability', async () => {
    const { remoteAddress, response } = send({ url: '/api/clients' });
    const anonymous = await response;
    expect(anonymous.statusCode).toBe(401);
    expect(events('access.denied')).toEqual([
      expect.objectContaining({
        reqId: anonymous.headers['x-request-id'],
        clientAddress: remoteAddress,
        status: 401,
        reason: 'no_session',
        route: 'GET /api/clients',
        level: WARN,
      }),
    ]);

    // A stylist joins through an invitation (itself an event), then asks for what only managers may do.
    await setPlan(t.db, owner.user.businessId, 'enterprise');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: owner.cookie },
      payload: {
        firstName: 'Rosa',
        lastName: 'Stylist',
        email: `rosa-${owner.user.id}@example.com`,
        role: 'staff',
      },
    });
    expect(added.statusCode).toBe(201);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/staff/${added.json().id}/invite`,
      headers: { cookie: owner.cookie },
    });
    const token = (invited.json() as { inviteUrl: string }).inviteUrl.split('/invite/')[1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: TEST_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const stylist = accepted.json() as { id: number };
    expect(events('auth.invitation.accepted')).toEqual([
      expect.objectContaining({
        method: 'new_account',
        userId: stylist.id,
        businessId: owner.user.businessId,
      }),
    ]);
    // The invitation's token is in its path: the event names the route's pattern, never the token.
    expect(lines.join('\n')).not.toContain(token);

    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: sessionCookieFrom(accepted.headers['set-cookie']) },
      payload: { firstName: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(events('access.denied').at(-1)).toMatchObject({
      reqId: forbidden.headers['x-request-id'],
      status: 403,
      reason: 'role',
      route: 'POST /api/staff',
      ability: 'staff.manage',
      userId: stylist.id,
      role: 'staff',
    });
  });
});

describe('socket refusals', () => {
  it('/ws closing a socket with 4401 is an access.denied event too', async () => {
    const socket = await t.app.injectWS('/ws?token=not-a-real-portal-token-at-all');
    const code = await new Promise<number>((closed) => socket.once('close', (c: number) => closed(c)));
    expect(code).toBe(4401);
    const [line] = events('access.denied').filter((e) => e.route === 'GET /ws');
    expect(line).toMatchObject({ status: 4401, reason: 'unknown_token', level: WARN });
    expect(lines.join('\n')).not.toContain('not-a-real-portal-token-at-all');
  });
});
