// `npm run restore -- <file> [--force]`: puts back a backup of `npm run backup` (scripts/backup.mjs, issue 34) into
// the database the server is configured with. PostgreSQL: `pg_restore` in one transaction, into a database with no
// Frontdesk tables (--force: over them, `--clean --if-exists`). Embedded: a new data folder in DATA_DIR, where
// there is none or an empty one (--force: the old one is moved aside, never deleted). Stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  connectPostgres,
  databaseTarget,
  describeUrl,
  embeddedInUse,
  findPgTool,
  frontdeskTables,
  libpqConnection,
  openPglite,
  Refusal,
  resolveUserPath,
  run,
  runMain,
  timestamp,
} from './backup.mjs';

/** What a backup file is, from its first bytes. */
function kindOf(file) {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(262);
  const length = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded-gzip';
  if (length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'embedded-tar';
  return 'unknown';
}

async function restorePostgres(url, file, force) {
  const pgRestore = await findPgTool('pg_restore');
  const client = await connectPostgres(url);
  let existing;
  try {
    existing = await frontdeskTables(client);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (existing.length > 0 && !force) {
    const names = existing.slice(0, 5).join(', ') + (existing.length > 5 ? ', ...' : '');
    throw new Refusal(
      `Not restored: ${describeUrl(url)} already has ${existing.length} Frontdesk tables (${names}). Restore into ` +
        'a new, empty database (createdb), or pass --force to replace what the backup holds (pg_restore --clean ' +
        "--if-exists; tables the backup doesn't have are left as they are).",
    );
  }
  const { dbname, env } = libpqConnection(url);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (force) args.push('--clean', '--if-exists');
  const result = await run(pgRestore.command, [...args, `--dbname=${dbname}`, file], { env });
  if (result.code !== 0) {
    const hint = /unsupported version/i.test(result.stderr)
      ? ` This pg_restore (${pgRestore.major}) is older than the pg_dump that made the backup: install newer ` +
        'client tools (Debian/Ubuntu: postgresql-client-N).'
      : '';
    throw new Refusal(
      `pg_restore failed (exit code ${result.code}); it ran in one transaction, so the database is as it was.${hint}`,
    );
  }
  const after = await connectPostgres(url);
  try {
    return `PostgreSQL ${describeUrl(url)}, ${(await frontdeskTables(after)).length} tables`;
  } finally {
    await after.end().catch(() => undefined);
  }
}

/** Opens the backup into `dir` (which must not hold a database) and closes it: a folder PGlite has checked. */
async function loadInto(dir, bytes, gzipped) {
  const db = await openPglite({
    dataDir: dir,
    loadDataDir: new Blob([bytes], { type: gzipped ? 'application/gzip' : 'application/x-tar' }),
  });
  try {
    const { rows } = await db.query(
      `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return rows[0].tables;
  } finally {
    await db.close();
  }
}

function isEmptyDir(dir) {
  return fs.readdirSync(dir).length === 0;
}

async function restoreEmbedded(dataDir, file, gzipped, force) {
  const bytes = fs.readFileSync(file);
  const stamp = timestamp();
  const exists = fs.existsSync(dataDir);
  if (exists && !fs.statSync(dataDir).isDirectory())
    throw new Refusal(`Not restored: ${dataDir} is not a folder.`);

  // An existing empty folder is filled in place: it may be a mount point (a Docker volume), which can't be renamed.
  if (exists && isEmptyDir(dataDir)) {
    try {
      const tables = await loadInto(dataDir, bytes, gzipped);
      return { where: dataDir, tables, aside: undefined };
    } catch (error) {
      for (const entry of fs.readdirSync(dataDir))
        fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      throw error;
    }
  }

  if (exists) {
    if (!force) {
      throw new Refusal(
        `Not restored: ${dataDir} is not empty. Point DATA_DIR at a new folder, or pass --force to move this one ` +
          `aside (to ${path.basename(dataDir)}.before-restore-${stamp}) and restore in its place.`,
      );
    }
    const inUse = embeddedInUse(dataDir);
    // A folder a process has open stays its: moved aside, that server would go on writing into the restored one.
    if (inUse?.running) throw new Refusal(`Not restored: ${inUse.message}`);
    if (inUse) console.warn(`Note: ${dataDir} was not closed cleanly; it is kept, moved aside.`);
  }

  // Restored beside it first, then renamed: DATA_DIR is never a half-restored folder, and a bad backup file leaves
  // the old folder untouched.
  const staging = `${dataDir}.restoring-${stamp}`;
  fs.mkdirSync(staging, { recursive: true });
  let tables;
  try {
    tables = await loadInto(staging, bytes, gzipped);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  let aside;
  if (exists) {
    aside = `${dataDir}.before-restore-${stamp}`;
    try {
      fs.renameSync(dataDir, aside);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Refusal(
        `Not restored: ${dataDir} could not be moved aside (${error.code ?? error.message}; a mount point can't be). ` +
          'Empty it yourself, keeping a copy, and restore again.',
      );
    }
  }
  fs.renameSync(staging, dataDir);
  return { where: dataDir, tables, aside };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(
      'Usage: npm run restore -- <file> [--force]\n' +
        'Restores a backup of `npm run backup` into the database the server is configured with (stop it first): ' +
        'PostgreSQL (DATABASE_DIRECT_URL, else DATABASE_URL) with pg_restore in one transaction, or the embedded ' +
        'database in DATA_DIR.\n' +
        '--force: PostgreSQL, replace the Frontdesk tables already there; embedded, move a non-empty DATA_DIR ' +
        'aside to <DATA_DIR>.before-restore-<time> first.',
    );
    process.exit(values.help ? 0 : 1);
  }
  const file = resolveUserPath(positionals[0]);
  if (!fs.existsSync(file)) throw new Refusal(`${file} doesn't exist.`);
  const target = databaseTarget();
  const kind = kindOf(file);
  if (kind === 'unknown') {
    throw new Refusal(
      `${file} is not a backup of \`npm run backup\` (neither pg_dump's custom format nor a tarball).`,
    );
  }
  if (target.kind === 'postgres') {
    if (kind !== 'postgres') {
      throw new Refusal(
        `${file} is a backup of an embedded database, and DATABASE_URL is set: unset it and set DATA_DIR to ` +
          'restore it as an embedded database.',
      );
    }
    const what = await restorePostgres(target.url, file, Boolean(values.force));
    console.log(`Restored ${file} into ${what}.`);
  } else {
    if (kind === 'postgres') {
      throw new Refusal(
        `${file} is a PostgreSQL backup (pg_dump custom format): set DATABASE_URL to the database to restore it into.`,
      );
    }
    const done = await restoreEmbedded(target.dataDir, file, kind === 'embedded-gzip', Boolean(values.force));
    console.log(
      `Restored ${file} into the embedded database in ${done.where}, ${done.tables} tables.` +
        (done.aside ? ` The folder that was there is now ${done.aside}.` : ''),
    );
  }
  console.log('The next start (or `npm run migrate`) applies the migrations newer than the backup, if any.');
}

runMain(main);
