import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../tests/support/free-port';
import { adminQuery, postgresUrl } from '../../tests/support/test-database';
import type { DataJob } from '../contract/data-jobs';
import { DEMO_LOGIN } from './db/seed/demo';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-jobs-'));
const children: ChildProcess[] = [];
const database = `fd_test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE "${database}" TEMPLATE "${inject('templateDatabase')}"`);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});

/** `npm start`'s server on this file's PostgreSQL database, logging at info; resolves once it listens. */
async function startServer(port: number) {
  const webDir = path.join(dir, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  // A built web app newer than the sources, so start.mjs doesn't build one (scripts/build-state.mjs).
  for (const file of ['index.html', 'public.html'])
    fs.writeFileSync(path.join(webDir, file), '<!doctype html><title>Frontdesk</title>');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIR: webDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      DATABASE_URL: postgresUrl(database),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const seen: { line: string; resolve: () => void }[] = [];
  const hear = (chunk: Buffer) => {
    output += String(chunk);
    for (const wait of seen) if (output.includes(wait.line)) wait.resolve();
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  /** Resolves when the server has written `line` (at once if it already has); fails with its output after 45 s. */
  const said = (line: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(line)) return resolve();
      const timer = setTimeout(() => reject(new Error(`never said "${line}":\n${output}`)), 45_000);
      seen.push({
        line,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      child.on('exit', () => reject(new Error(`exited before saying "${line}":\n${output}`)));
    });
  await said('Frontdesk is running');
  return { child, said, output: () => output };
}

/**
 * Resolves once a runner is doing job `id`: the job reads 'running' (its claim is saved) and its row is
 * locked (the work's transaction has it until it commits).
 */
async function workHasBegun(id: number) {
  const client = new pg.Client({ connectionString: postgresUrl(database) });
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

async function logIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

describe('a client import when the server is killed in the middle of it', () => {
  it('runs again after the restart and imports every row exactly once', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = await startServer(port);
    const cookie = await logIn(origin);
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
    const second = await startServer(port);
    const cookieAgain = await logIn(origin);
    await second.said(`clients.import job ${id} running again after it was stopped (attempt 2)`);
    await second.said(`clients.import job ${id} done`);
    const job = (await (
      await fetch(`${origin}/api/clients/import/${id}`, { headers: { cookie: cookieAgain } })
    ).json()) as DataJob;
    expect(job).toMatchObject({ status: 'done', attempts: 2, result: { rows }, error: null });
    expect(await total()).toBe(before + rows);
  }, 120_000);
});
