import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode, stubBuiltWebDir } from '../../../tests/support/child-process';
import { adminQuery, postgresUrl } from '../../../tests/support/test-database';
import { openDatabase } from './client';
import { migrationsFolder, runMigrations } from './migrate';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const made: string[] = [];
async function freshDatabase(): Promise<string> {
  const name = `fd_migrate_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  made.push(name);
  return name;
}
afterAll(async () => {
  for (const name of made) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

async function applied(name: string): Promise<{ rows: number; hashes: number; uploads: boolean }> {
  const client = new pg.Client({ connectionString: postgresUrl(name) });
  await client.connect();
  try {
    const { rows } = await client.query<{ rows: number; hashes: number; uploads: boolean }>(
      `select count(*)::int as rows, count(distinct hash)::int as hashes,
              to_regclass('public.uploads') is not null as uploads
       from drizzle.__drizzle_migrations`,
    );
    return rows[0] as { rows: number; hashes: number; uploads: boolean };
  } finally {
    await client.end();
  }
}

describe('migrations with several instances (issue 34)', () => {
  it('three instances starting together on a fresh database: one migrates, the others wait and find it done', async () => {
    const name = await freshDatabase();
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: postgresUrl(name), poolSize: 1 })),
    );
    let waited = 0;
    const results = await Promise.allSettled(
      handles.map((handle) =>
        runMigrations(handle, {
          onWait: () => {
            waited += 1;
          },
        }),
      ),
    );
    await Promise.all(handles.map((handle) => handle.close()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(waited).toBeGreaterThanOrEqual(1);
    // Each migration applied once, every one of them.
    expect(await applied(name)).toEqual({
      rows: journal.entries.length,
      hashes: journal.entries.length,
      uploads: true,
    });
  });

  it('`npm run migrate` brings a database to the latest schema and exits, as a deploy step', async () => {
    const name = await freshDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-migrate-'));
    const { code, output } = await runNode(['scripts/start.mjs', 'migrate'], {
      ...process.env,
      WEB_DIR: stubBuiltWebDir(dir),
      DATABASE_URL: postgresUrl(name),
      SEED_DEMO: 'false',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect({ code, output }).toMatchObject({
      code: 0,
      output: expect.stringContaining('Migrations are at the latest.'),
    });
    expect(output).not.toContain('Frontdesk is running');
    expect(await applied(name)).toEqual({
      rows: journal.entries.length,
      hashes: journal.entries.length,
      uploads: true,
    });
  });
});
