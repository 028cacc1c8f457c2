import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from '../../../tests/support/child-process';
import { adminQuery, postgresUrl } from '../../../tests/support/test-database';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedDemo } from './seed/demo';

const made: string[] = [];
async function freshDatabase(): Promise<string> {
  // fd_test_: scripts/leftover-test-databases.mjs finds one this file would leave behind.
  const name = `fd_test_backup_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  made.push(name);
  return name;
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-backup-'));
afterAll(async () => {
  for (const name of made) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run backup`/`restore` as a deploy runs them: a child process configured by its environment. */
function script(
  name: 'backup' | 'restore',
  args: string[],
  databaseUrl: string,
): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.DATABASE_DIRECT_URL;
  return runNode([`scripts/${name}.mjs`, ...args], env);
}

type Fingerprint = {
  tables: Record<string, { rows: number; md5: string | null }>;
  sequences: Record<string, string>;
};

/** Every table of the schema and the migrations' journal: its row count and a hash of all its rows. */
async function fingerprint(name: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: postgresUrl(name) });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; table: string }>(
      `select schemaname as schema, tablename as "table" from pg_tables
        where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')
        order by 1, 2`,
    );
    const result: Fingerprint = { tables: {}, sequences: {} };
    for (const { schema, table } of tables) {
      const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as md5 from ${qualified} t`,
      );
      result.tables[`${schema}.${table}`] = rows[0] as { rows: number; md5: string | null };
    }
    const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
        where schemaname in ('public', 'drizzle') order by 1`,
    );
    for (const sequence of sequences) result.sequences[sequence.name] = sequence.last ?? 'unset';
    return result;
  } finally {
    await client.end();
  }
}

describe('npm run backup / npm run restore on PostgreSQL (issue 34)', () => {
  let source: string;
  let original: Fingerprint;
  const dump = path.join(folder, 'frontdesk.dump');
  let backedUp: Promise<{ code: number | null; output: string }> | undefined;
  /** The one backup of the seeded database that the tests restore (taken by the first test that needs it). */
  const backup = () => {
    backedUp ??= script('backup', [dump], postgresUrl(source));
    return backedUp;
  };

  beforeAll(async () => {
    source = await freshDatabase();
    const handle = await openDatabase({ driver: 'postgres', url: postgresUrl(source), poolSize: 2 });
    try {
      await runMigrations(handle);
      await seedDemo(handle.db, new Date());
    } finally {
      await handle.close();
    }
    original = await fingerprint(source);
  });

  it('restores a backup into a new database with every row of every table', async () => {
    const made = await backup();
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining(`Wrote ${dump}`) });
    expect(made.output).not.toContain(postgresUrl(source));
    expect(fs.readFileSync(dump).subarray(0, 5).toString('latin1')).toBe('PGDMP');

    const target = await freshDatabase();
    const restore = await script('restore', [dump], postgresUrl(target));
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });

    // The seed fills most tables: an empty backup or a schema-only restore would pass with few.
    const filled = Object.values(original.tables).filter((table) => table.rows > 0).length;
    expect(filled).toBeGreaterThan(20);
    expect(await fingerprint(target)).toEqual(original);
  });

  it('refuses to restore over a database that has Frontdesk tables, unless --force', async () => {
    expect((await backup()).code).toBe(0);
    const target = await freshDatabase();
    expect((await script('restore', [dump], postgresUrl(target))).code).toBe(0);
    // Something the backup doesn't have: a refused restore leaves it, a forced one replaces it.
    const client = new pg.Client({ connectionString: postgresUrl(target) });
    await client.connect();
    await client.query(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    );
    await client.end();
    const changed = await fingerprint(target);
    expect(changed).not.toEqual(original);

    const refused = await script('restore', [dump], postgresUrl(target));
    expect(refused).toMatchObject({
      code: 1,
      output: expect.stringMatching(/Not restored: .* already has \d+ Frontdesk tables.*--force/s),
    });
    expect(await fingerprint(target)).toEqual(changed);

    const forced = await script('restore', [dump, '--force'], postgresUrl(target));
    expect(forced).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
    expect(await fingerprint(target)).toEqual(original);
  });
});
