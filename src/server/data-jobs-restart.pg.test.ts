import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from '../../tests/support/demo-login';
import { freePort } from '../../tests/support/free-port';
import { serverProcesses } from '../../tests/support/server-process';
import type { DataJob } from '../contract/data-jobs';

const servers = serverProcesses();
afterAll(() => servers.stopAll());

/**
 * Resolves once a runner is doing job `id`: the job reads 'running' (its claim is saved) and its row is
 * locked (the work's transaction has it until it commits).
 */
async function workHasBegun(id: number) {
  const client = new pg.Client({ connectionString: servers.databaseUrl() });
  await client.connect();
  try {
    for (const started = Date.now(); Date.now() - started < 45_000; ) {
      const { rows } = await client.query('SELECT status FROM data_jobs WHERE id = $1', [id]);
      if (rows[0]?.status === 'done') throw new Error(`job ${id} finished before the test could stop it`);
      if (rows[0]?.status === 'running') {
        await client.query('BEGIN');
        try {
          await client.query('SELECT 1 FROM data_jobs WHERE id = $1 FOR UPDATE NOWAIT', [id]);
        } catch (error) {
          if ((error as { code?: string }).code === '55P03') return;
          throw error;
        } finally {
          await client.query('ROLLBACK');
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`job ${id} never began`);
  } finally {
    await client.end();
  }
}

describe('a client import when the server is killed in the middle of it', () => {
  it('runs again after the restart and imports every row exactly once', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = await servers.start(port);
    const cookie = await logInAsDemo(origin);
    const json = { cookie, 'content-type': 'application/json' };
    const total = async () =>
      (await (await fetch(`${origin}/api/clients?pageSize=1`, { headers: { cookie } })).json())
        .total as number;
    const before = await total();

    const rows = 20_000;
    const csv = [
      'name,email,phone',
      ...Array.from(
        { length: rows },
        (_, i) => `Restart Client ${i},restart-${i}@example.com,555-010-${1000 + (i % 9000)}`,
      ),
    ].join('\n');
    const queued = await fetch(`${origin}/api/clients/import`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ csv }),
    });
    expect(queued.status).toBe(202);
    const { id } = (await queued.json()) as DataJob;

    // Killed (no drain, no goodbye) while the job's transaction holds its row: what it wrote goes with it.
    await workHasBegun(id);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(first.output()).not.toContain(`clients.import job ${id} done`);

    // The restarted server takes it up once the dead runner's claim has run out, and does it again whole.
    const second = await servers.start(port);
    const cookieAgain = await logInAsDemo(origin);
    await second.said(`clients.import job ${id} running again after it was stopped (attempt 2)`);
    await second.said(`clients.import job ${id} done`);
    const job = (await (
      await fetch(`${origin}/api/clients/import/${id}`, { headers: { cookie: cookieAgain } })
    ).json()) as DataJob;
    expect(job).toMatchObject({ status: 'done', attempts: 2, result: { rows }, error: null });
    expect(await total()).toBe(before + rows);
  }, 120_000);
});
