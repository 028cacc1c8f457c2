import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/open-test-database';
import { newInstanceState } from './instance-state';
import { buildWorkerApp } from './worker-app';

describe('a worker (FRONTDESK_ROLE=worker)', () => {
  it('answers health, readiness (no listener of its own) and metrics, and nothing else', async () => {
    const handle = await openTestDatabase();
    const token = 'worker-metrics-token-0123456789';
    const app = await buildWorkerApp({ db: handle.db, metricsToken: token, instance: newInstanceState() });
    try {
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/api/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', migrations: 'ok', listener: 'none' } },
      ]);
      const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('frontdesk_job_rounds_total');
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
      for (const url of ['/', '/dashboard', '/api/business', '/api/login', '/ws'])
        expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 404]);
      expect((await app.inject({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
