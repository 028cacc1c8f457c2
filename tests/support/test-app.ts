import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app';
import type { UploadsConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { TrustedProxies } from '../../src/server/lib/trusted-proxies';
import type { LoginThrottleOptions } from '../../src/server/modules/auth/login-throttle';
import type { BillingOptions } from '../../src/server/modules/billing/provider';
import { watchContract } from './contract-check';
import { openTestDatabase } from './open-test-database';

export type TestApp = { app: FastifyInstance; db: Database };

export type TestAppOptions = {
  loginThrottle?: Partial<LoginThrottleOptions>;
  billing?: BillingOptions;
  trustProxy?: TrustedProxies;
  signupsPerHour?: number;
  uploads?: UploadsConfig;
  metricsToken?: string;
  webDir?: string;
  logger?: AppOptions['logger'];
  /** Whether a test fails when an answer strays from the documented contract; it does unless told not to. */
  checkContract?: boolean;
};

const open: Array<() => Promise<void>> = [];

/**
 * A real app on a fresh database for this test file. `api-setup.ts` closes it (and drops its PostgreSQL
 * database) after the file's tests, and fails a test whose answers strayed from the documented contract.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  const app = await buildApp({
    db: handle.db,
    loginThrottle: options.loginThrottle,
    billing: options.billing,
    trustProxy: options.trustProxy,
    signupsPerHour: options.signupsPerHour,
    uploads: options.uploads,
    metricsToken: options.metricsToken,
    webDir: options.webDir,
    logger: options.logger,
  });
  if (options.checkContract ?? true) watchContract(app);
  open.push(async () => {
    await app.close();
    await handle.close();
  });
  return { app, db: handle.db };
}

/**
 * An object that a `beforeAll` registered now fills in with what `make` returns: a test file can hold it in a
 * `const` at its top level and use it from its first hook on. Hooks run in the order they are registered.
 */
export function filledBeforeAll<T extends object>(make: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await make());
  });
  return value;
}

/** This file's test app (`createTestApp`), opened in a `beforeAll` registered now. */
export function testAppBeforeAll(options: TestAppOptions = {}): TestApp {
  return filledBeforeAll(() => createTestApp(options));
}

/**
 * A built web app as `npm start` serves it (an index.html, and `files` by their paths), in a temporary folder
 * that an `afterAll` registered now removes.
 */
export function builtWebDir(prefix: string, files: Record<string, string> = {}): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
    fs.writeFileSync(path.join(webDir, file), text);
  }
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  return webDir;
}

/** Closes every app and database this file opened. */
export async function closeTestApps(): Promise<void> {
  const closers = open.splice(0);
  for (const close of closers.reverse()) await close();
}
