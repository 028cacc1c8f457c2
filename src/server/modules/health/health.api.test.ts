import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { newInstanceState } from '../../instance-state';
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
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', listener: 'ok' },
    });
  });

  it('is not ready while the database lacks a migration this build has (a deploy ahead of `npm run migrate`)', async () => {
    const [last] = (
      (await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('no migration applied');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    onTestFinished(async () => {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    });
    const behind = await t.app.inject({ url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'behind', listener: 'ok' },
    });
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
    app.decorate('instanceState', newInstanceState());
    registerHealthRoutes(app, { db: down });
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'unreachable', migrations: 'unknown', listener: 'none' },
    });
    await app.close();
  });

  it('is not ready while its NOTIFY listener reconnects, and says "stopping" from the start of a stop', async () => {
    const state = t.app.instanceState;
    const listener = state.listener;
    try {
      state.listener = () => 'reconnecting';
      const away = await t.app.inject({ url: '/api/ready' });
      expect([away.statusCode, away.json()]).toEqual([
        503,
        { status: 'not_ready', checks: { database: 'ok', migrations: 'ok', listener: 'reconnecting' } },
      ]);
      state.listener = listener;
      state.stopping = true;
      const stopping = await t.app.inject({ url: '/api/ready' });
      expect([stopping.statusCode, stopping.json()]).toEqual([
        503,
        { status: 'stopping', checks: { database: 'ok', migrations: 'ok', listener: 'ok' } },
      ]);
      // Alive all the same: an orchestrator must not restart an instance that is draining.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      state.listener = listener;
      state.stopping = false;
    }
  });
});
