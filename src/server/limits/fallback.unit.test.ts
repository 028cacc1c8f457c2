import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { sharedLoginThrottle } from '../modules/auth/shared-login-throttle';
import { postgresRateLimitStore } from './rate-limit-store';

const down = {
  execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
} as unknown as Database;
/** Never answers: slower than any wait. */
const stuck = { execute: () => new Promise(() => undefined) } as unknown as Database;

function logged() {
  const lines: string[] = [];
  return { lines, log: { warn: (_: object, message: string) => void lines.push(message) } };
}

describe('shared limits when the database does not answer (issue 34)', () => {
  it('the login throttle counts on this instance and says so', async () => {
    const { lines, log } = logged();
    const throttle = sharedLoginThrottle(down, log);
    for (let i = 0; i < 5; i++) {
      expect((await throttle.check('10.1.1.1', 'a@example.com')).blocked).toBe(false);
      await throttle.recordFailure('10.1.1.1', 'a@example.com');
    }
    expect((await throttle.check('10.1.1.1', 'a@example.com')).blocked).toBe(true);
    expect((await throttle.check('10.1.1.2', 'a@example.com')).blocked).toBe(false);
    expect(lines).toContain(
      'login throttle: counted on this instance only: the database did not answer, or not in time',
    );
  });

  it('a rate limit waits at most 250 ms for the database, then counts the hit on this instance', async () => {
    const { lines, log } = logged();
    const Store = postgresRateLimitStore(stuck, log);
    const store = new Store().child({ timeWindow: 60_000, routeInfo: { method: 'POST', url: '/api/x' } });
    const hit = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('10.1.1.1', (error, result) => (error || !result ? reject(error) : resolve(result))),
      );
    expect((await hit()).current).toBe(1);
    expect((await hit()).current).toBe(2);
    expect(lines[0]).toBe(
      'rate limit counted on this instance only: the database did not answer, or not in time',
    );
  });
});
