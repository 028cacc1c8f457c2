import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { registerHealthRoutes } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('liveness and readiness (issue 34)', () => {
  it('/api/health says the process is up; /api/ready that the database answers at this build’s schema', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready while the database lacks a migration this build has (a deploy ahead of `npm run migrate`)', async () => {
    const [last] = (
      (await t.db.execute(
        sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    const behind = await t.app.inject({ url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'behind' } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer, and says so rather than failing', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const down = {
      execute: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    } as unknown as Database;
    registerHealthRoutes(app, { db: down });
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'unreachable', migrations: 'unknown' },
    });
    await app.close();
  });
});
