import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, TEST_PASSWORD, uniqueEmail } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';

/** Fast delays: what counts here is who is refused, not how long the wait is. */
const THROTTLE = { baseDelayMs: 1, maxDelayMs: 1 };
const SIGNUPS_PER_HOUR = 3;

let first: TestApp;
let instances: FastifyInstance[];
beforeAll(async () => {
  first = await createTestApp({ loginThrottle: THROTTLE, signupsPerHour: SIGNUPS_PER_HOUR });
  // Two more instances of the app on the same database, as behind a load balancer.
  const more = await Promise.all(
    [1, 2].map(() => buildApp({ db: first.db, loginThrottle: THROTTLE, signupsPerHour: SIGNUPS_PER_HOUR })),
  );
  instances = [first.app, ...more];
});
afterAll(async () => {
  for (const app of instances.slice(1)) await app.close();
});

async function wrongPasswords(apps: FastifyInstance[], email: string, addresses: string[], tries: number) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    // Each address meets every instance in turn: 10.0.1.1 → A, B, C, A...; 10.0.1.2 → A, B, C...
    const app = apps[Math.floor(i / addresses.length) % apps.length] as FastifyInstance;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: addresses[i % addresses.length],
      payload: { email, password: 'not-the-password' },
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe('limits shared by every instance (issue 34)', () => {
  it('60 wrong passwords spread over 3 instances are throttled exactly as on one', async () => {
    const shared = await createTestBusiness(first.app);
    const addresses = ['10.0.1.1', '10.0.1.2', '10.0.1.3'];
    const spread = await wrongPasswords(instances, shared.email, addresses, 60);
    // One instance's rule (decision 009): five wrong passwords from an address for the account, then 429.
    const asOnOne = spread.map((_, i) => (Math.floor(i / addresses.length) < 5 ? 401 : 429));
    expect(spread).toEqual(asOnOne);
    // The right password from an address that has not guessed still signs in, through any instance.
    const ok = await (instances[2] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.3.1',
      payload: { email: shared.email, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  }, 60_000);

  it('the sign-up limit holds for the fleet, not per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_HOUR + 2; i++) {
      const answer = await (instances[i % instances.length] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.0.4.1',
        payload: {
          email: uniqueEmail(),
          password: TEST_PASSWORD,
          firstName: 'Ana',
          lastName: 'Lima',
          businessName: 'Lima Studio',
        },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
