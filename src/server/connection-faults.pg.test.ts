import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from '../../tests/support/demo-login';
import { freePort } from '../../tests/support/free-port';
import { serverProcesses } from '../../tests/support/server-process';
import { postgresUrl } from '../../tests/support/test-database';

/**
 * How long backends are ended under load. `npm test` runs 20 s; the 60 s run is recorded in
 * bench/RESULTS.md (FAULT_TEST_SECONDS=60).
 */
const SECONDS = Number(process.env.FAULT_TEST_SECONDS ?? 20);
const LOADERS = 6;

const servers = serverProcesses();
afterAll(() => servers.stopAll());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL ending the connections', () => {
  it(
    `every ~150 ms for ${SECONDS} s under load: the server lives, answers every request, and is back within 1 s`,
    async () => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = await servers.start(port);
      let exited: string | null = null;
      server.child.on('exit', (code, signal) => {
        exited = `exited with ${code ?? signal}`;
      });
      const cookie = await logInAsDemo(origin);
      const statuses = new Map<number, number>();
      const unanswered: string[] = [];
      const missingRetryAfter: string[] = [];
      /** When each request that succeeded (200 or 201) was answered. */
      const succeededAt: number[] = [];
      let stop = false;
      let made = 0;

      // Reads, a write in a transaction, and the session check every signed-in request makes.
      const calls = (): [string, string, object?][] => [
        ['GET', '/api/clients?pageSize=5'],
        [
          'POST',
          '/api/clients',
          { name: `Fault Client ${++made}`, email: `fault-${made}-${port}@example.com` },
        ],
        ['GET', '/api/auth/user'],
        ['GET', '/api/appointments?startDate=2026-11-01&endDate=2026-11-30'],
      ];
      const load = async () => {
        while (!stop) {
          for (const [method, url, body] of calls()) {
            try {
              const response = await fetch(`${origin}${url}`, {
                method,
                headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
                body: body ? JSON.stringify(body) : undefined,
              });
              await response.arrayBuffer();
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              if (response.status < 300) succeededAt.push(Date.now());
              if (response.status === 503 && response.headers.get('retry-after') !== '1')
                missingRetryAfter.push(`${method} ${url}`);
            } catch (error) {
              unanswered.push(`${method} ${url}: ${String(error)}`);
            }
          }
        }
      };

      const admin = new pg.Client({ connectionString: postgresUrl() });
      await admin.connect();
      let kills = 0;
      let lastKill = 0;
      const faultsBegan = Date.now();
      const loaders = Array.from({ length: LOADERS }, load);
      try {
        for (const end = Date.now() + SECONDS * 1000; Date.now() < end; ) {
          const ended = await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [servers.database],
          );
          kills += ended.rowCount ?? 0;
          lastKill = Date.now();
          await pause(150);
        }
      } finally {
        stop = true;
        await Promise.all(loaders);
        await admin.end();
      }

      // Back: the first request after the last kill that answers 200, and how long after the kill it came.
      let backAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - lastKill < 5_000) {
        const response = await fetch(`${origin}/api/clients?pageSize=1`, { headers: { cookie } });
        if (response.status === 200) {
          backAfter = Date.now() - lastKill;
          break;
        }
      }

      expect(exited).toBeNull();
      expect(unanswered).toEqual([]);
      const answered = Object.fromEntries(statuses);
      expect(Object.keys(answered).filter((status) => !['200', '201', '503'].includes(status))).toEqual([]);
      expect(answered[503], 'some requests met an ended connection').toBeGreaterThan(0);
      // It kept serving all along: every two seconds of the faults saw requests succeed. (How many succeed
      // depends on the machine's speed against the 150 ms between kills: bench/RESULTS.md has the counts.)
      const quietWindows: number[] = [];
      for (let from = faultsBegan; from + 2_000 <= lastKill; from += 2_000) {
        if (!succeededAt.some((at) => at >= from && at < from + 2_000)) quietWindows.push(from - faultsBegan);
      }
      expect(quietWindows, 'two-second windows without a success, from the first kill (ms)').toEqual([]);
      expect(missingRetryAfter).toEqual([]);
      expect(kills).toBeGreaterThan(SECONDS * 2);
      expect(backAfter).toBeLessThan(1_000);
      expect(server.output()).toContain('database unavailable');
    },
    60_000 + SECONDS * 3_000,
  );
});
