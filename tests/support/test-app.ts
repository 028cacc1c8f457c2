import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import type { LoginThrottleOptions } from '../../src/server/modules/auth/login-throttle';
import { openTestDatabase } from './open-test-database';

export type TestApp = { app: FastifyInstance; db: Database };

/** A real app on a fresh database for this test file; closed after the file's tests. */
export async function createTestApp(
  options: { loginThrottle?: LoginThrottleOptions } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const app = await buildApp({ db: handle.db, loginThrottle: options.loginThrottle });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  return { app, db: handle.db };
}
