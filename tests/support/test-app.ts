import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { UploadsConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { TrustedProxies } from '../../src/server/lib/trusted-proxies';
import type { LoginThrottleOptions } from '../../src/server/modules/auth/login-throttle';
import type { BillingOptions } from '../../src/server/modules/billing/provider';
import { watchContract } from './contract-check';
import { openTestDatabase } from './open-test-database';

export type TestApp = { app: FastifyInstance; db: Database };

const open: Array<() => Promise<void>> = [];

/**
 * A real app on a fresh database for this test file. `api-setup.ts` closes it (and drops its PostgreSQL
 * database) after the file's tests, and fails a test whose answers strayed from the documented contract.
 */
export async function createTestApp(
  options: {
    loginThrottle?: Partial<LoginThrottleOptions>;
    billing?: BillingOptions;
    trustProxy?: TrustedProxies;
    signupsPerHour?: number;
    uploads?: UploadsConfig;
    metricsToken?: string;
  } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const app = await buildApp({
    db: handle.db,
    loginThrottle: options.loginThrottle,
    billing: options.billing,
    trustProxy: options.trustProxy,
    signupsPerHour: options.signupsPerHour,
    uploads: options.uploads,
    metricsToken: options.metricsToken,
  });
  watchContract(app);
  open.push(async () => {
    await app.close();
    await handle.close();
  });
  return { app, db: handle.db };
}

/** Closes every app and database this file opened. */
export async function closeTestApps(): Promise<void> {
  const closers = open.splice(0);
  for (const close of closers.reverse()) await close();
}
