import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from '../../../tests/support/child-process';
import { type DatabaseHandle, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedDemo } from './seed/demo';

// The embedded database's backups run whichever driver the suite is on: they never touch TEST_DATABASE_URL.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-backup-embedded-'));
const dataDir = path.join(folder, 'data');
const backupFile = path.join(folder, 'frontdesk.tar.gz');
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run backup`/`restore` for the embedded database: DATA_DIR set, no PostgreSQL anywhere in the env. */
function script(
  name: 'backup' | 'restore',
  args: string[],
  dir: string,
): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  delete env.DATABASE_DIRECT_URL;
  delete env.TEST_DATABASE_URL;
  return runNode([`scripts/${name}.mjs`, ...args], env);
}

type Contents = Record<string, { rows: number; md5: string | null }>;

/** Every table of the schema and the migrations' journal: its row count and a hash of all its rows. */
async function contents(handle: DatabaseHandle): Promise<Contents> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')
      order by 1`,
  );
  const result: Contents = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as md5 from ${name} t`,
    );
    result[name] = rows[0] as { rows: number; md5: string | null };
  }
  return result;
}

async function contentsOf(dir: string): Promise<Contents> {
  const handle = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    return await contents(handle);
  } finally {
    await handle.close();
  }
}

let backedUp: Promise<{ code: number | null; output: string }> | undefined;
/** The one backup of the seeded folder that the tests restore (taken by the first test that needs it). */
function backup() {
  backedUp ??= script('backup', [backupFile], dataDir);
  return backedUp;
}

describe('npm run backup / npm run restore on the embedded database (issue 34)', () => {
  let original: Contents;

  beforeAll(async () => {
    const handle = await openDatabase({ driver: 'pglite', dataDir });
    try {
      await runMigrations(handle);
      await seedDemo(handle.db, new Date());
      original = await contents(handle);
    } finally {
      await handle.close();
    }
  });

  it('backs up a stopped data folder and restores it into a new one with every row of every table', async () => {
    const made = await backup();
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining(`Wrote ${backupFile}`) });

    const restoredDir = path.join(folder, 'restored');
    const restored = await script('restore', [backupFile], restoredDir);
    expect(restored).toMatchObject({
      code: 0,
      output: expect.stringContaining(`into the embedded database in ${restoredDir}`),
    });
    // A restored folder is closed cleanly, ready for the server.
    expect(fs.existsSync(path.join(restoredDir, 'postmaster.pid'))).toBe(false);

    // The seed fills most tables: an empty backup would pass with few.
    expect(Object.values(original).filter((table) => table.rows > 0).length).toBeGreaterThan(20);
    expect(await contentsOf(restoredDir)).toEqual(original);
    // Two scripts started as processes, each loading the embedded database (7 s together on an idle host).
  }, 40_000);

  it('refuses while a server has the folder open: its copy would not be consistent', async () => {
    const running = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const refused = await script('backup', [path.join(folder, 'while-open.tar.gz')], dataDir);
      expect(refused).toMatchObject({
        code: 1,
        output: expect.stringContaining(`open in pid ${process.pid}`),
      });
      expect(fs.existsSync(path.join(folder, 'while-open.tar.gz'))).toBe(false);
      // Nor is a folder a server has open replaced, --force or not.
      expect(await script('restore', [backupFile, '--force'], dataDir)).toMatchObject({
        code: 1,
        output: expect.stringContaining(`open in pid ${process.pid}`),
      });
    } finally {
      await running.close();
    }
    expect(await script('backup', [], 'memory://')).toMatchObject({
      code: 1,
      output: expect.stringContaining('in-memory database'),
    });
  });

  it('restores over a non-empty folder only with --force, and then keeps the old one aside', async () => {
    expect((await backup()).code).toBe(0);
    const occupied = path.join(folder, 'occupied');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'keep.txt'), 'kept');

    const refused = await script('restore', [backupFile], occupied);
    expect(refused).toMatchObject({ code: 1, output: expect.stringContaining('is not empty') });
    expect(fs.readdirSync(occupied)).toEqual(['keep.txt']);

    const forced = await script('restore', [backupFile, '--force'], occupied);
    expect(forced).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
    const aside = fs.readdirSync(folder).filter((entry) => entry.startsWith('occupied.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(folder, aside[0] as string, 'keep.txt'), 'utf8')).toBe('kept');
    expect(fs.existsSync(path.join(occupied, 'PG_VERSION'))).toBe(true);
  });
});
