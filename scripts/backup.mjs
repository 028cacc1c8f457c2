// `npm run backup -- [file]`: a backup of Frontdesk's database (issue 34). PostgreSQL (DATABASE_URL set): `pg_dump`
// in its custom format, from DATABASE_DIRECT_URL when set (a pooler in transaction mode is no place for a dump).
// Embedded (DATA_DIR): PGlite's own tarball of the data folder, taken with the folder open in this process only.
// `npm run restore` (scripts/restore.mjs) puts one back. Plain Node with the production dependencies only: it runs
// in an `npm ci --omit=dev` install. Its helpers are exported for restore.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const IN_MEMORY_DATA_DIR = 'memory://';

export class Refusal extends Error {}

/** Says why and exits 1: every refusal and failure of these scripts ends here. */
export function runMain(main) {
  main().catch((error) => {
    console.error(error instanceof Refusal ? error.message : `Failed: ${error?.stack ?? error}`);
    process.exit(1);
  });
}

/**
 * Where the database is, read as the server reads it (src/server/config.ts): PostgreSQL when DATABASE_URL is set,
 * through DATABASE_DIRECT_URL when that is set too; else the embedded database in DATA_DIR (default ./data).
 */
export function databaseTarget(env = process.env) {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_DIRECT_URL || env.DATABASE_URL };
  const dataDir = env.DATA_DIR || './data';
  if (dataDir === IN_MEMORY_DATA_DIR) {
    throw new Refusal(
      `DATA_DIR is ${IN_MEMORY_DATA_DIR}: an in-memory database lives only in the server's process, there is nothing ` +
        'on disk to back up or restore. Set DATA_DIR to a folder, or DATABASE_URL to a PostgreSQL database.',
    );
  }
  return { kind: 'embedded', dataDir: path.resolve(dataDir) };
}

/** A file named on the command line: `npm run` runs scripts in the package's folder, but people mean theirs. */
export function resolveUserPath(file) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

export function timestamp(date = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

export function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

// --- PostgreSQL ---------------------------------------------------------------------------------------------

/** `user@host:port/database`: how a database is named in messages, never with its password. */
export function describeUrl(url) {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    const host = u.hostname || new URLSearchParams(u.search).get('host') || 'localhost';
    return `${user}${host}${u.port ? `:${u.port}` : ''}${u.pathname || '/'}`;
  } catch {
    return 'the database in DATABASE_URL (not a URL this script can read)';
  }
}

/**
 * The URL for libpq's tools without its password, which goes in PGPASSWORD instead: a command line is visible to
 * every user of the machine (`ps`), the environment is not.
 */
export function libpqConnection(url) {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

export async function connectPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const reason = String(error?.message ?? error).replaceAll(url, describeUrl(url));
    const hint = error?.code === '3D000' ? ' Create it first (createdb, or CREATE DATABASE).' : '';
    throw new Refusal(`Could not connect to PostgreSQL at ${describeUrl(url)}: ${reason}.${hint}`);
  }
  return client;
}

export async function serverMajor(client) {
  const { rows } = await client.query('show server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Frontdesk's tables in a database: its schema (public) and the migrations' journal (drizzle). */
export async function frontdeskTables(client) {
  const { rows } = await client.query(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')
      order by 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * Finds a PostgreSQL client program: the newest of Debian's side-by-side versions (/usr/lib/postgresql/N/bin; a
 * newer pg_dump dumps older servers, an older one refuses newer ones), else the one on the PATH.
 */
export async function findPgTool(name) {
  const candidates = [];
  try {
    for (const version of fs.readdirSync('/usr/lib/postgresql')) {
      const file = path.join('/usr/lib/postgresql', version, 'bin', name);
      if (/^\d+$/.test(version) && fs.existsSync(file)) candidates.push({ file, major: Number(version) });
    }
  } catch {
    // Not Debian's layout: the PATH's.
  }
  candidates.sort((a, b) => b.major - a.major);
  const command = candidates[0]?.file ?? name;
  const result = await run(command, ['--version'], { capture: true }).catch((error) => {
    if (error?.code === 'ENOENT') {
      throw new Refusal(
        `${name} was not found: it comes with PostgreSQL's client tools, at least the server's major version ` +
          '(Debian/Ubuntu: `apt-get install postgresql-client`; the Docker image has none, run it from a machine ' +
          'that has them).',
      );
    }
    throw error;
  });
  const match = /\)\s*(\d+)(?:\.(\d+))?/.exec(result.stdout);
  if (result.code !== 0 || !match)
    throw new Refusal(`\`${command} --version\` failed: ${result.stdout}${result.stderr}`);
  return { command, major: Number(match[1]), version: result.stdout.trim() };
}

/** Runs a program; its standard error goes through to ours and is kept for hints (`capture` keeps stdout too). */
export function run(command, args, { env = process.env, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['inherit', capture ? 'pipe' : 'inherit', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
      if (!capture) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// --- Embedded (PGlite) ---------------------------------------------------------------------------------------

/**
 * Processes on this machine with a file of `dir` open; null where that can't be seen (no /proc: not Linux). A
 * running PGlite keeps its catalog's files open the whole time it runs (tens of them), so a server on the folder
 * shows here from the moment it has opened the database until it has closed it.
 */
export function processesUsing(dir) {
  if (!fs.existsSync('/proc/self/fd')) return null;
  let real;
  try {
    real = fs.realpathSync(dir);
  } catch {
    return [];
  }
  const users = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds;
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // Gone, or another user's: ours to see when run as the server's user (or root).
    }
    const holds = fds.some((fd) => {
      try {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        return target === real || target.startsWith(`${real}/`);
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    } catch {
      // Ended meanwhile.
    }
    users.push({ pid: Number(entry), command: command.length > 80 ? `${command.slice(0, 77)}...` : command });
  }
  return users;
}

/**
 * Why the embedded database in `dir` can't be copied consistently now, or null when it can.
 *
 * PGlite is PostgreSQL in one process with no lock of its own that another process would respect: two processes
 * open the same folder without a word (and ruin it), and the folder of a running one is no consistent copy (its
 * files are written at different times, pages wait in its memory). So a backup is taken only of a folder no
 * server has open, by opening it here (PGlite's dumpDataDir tars the folder inside that one process, after a
 * CHECKPOINT, with nothing else writing). Whether a server has it open:
 * - postmaster.pid: PGlite writes it when it opens the folder and removes it when it closes cleanly (always with
 *   the pid -42, so it tells nothing of which process). No file: nobody has the folder open.
 * - /proc: the processes on this machine holding files in the folder (processesUsing).
 * A postmaster.pid that no process here explains is a server that was killed or crashed (the next open recovers
 * it) or one elsewhere using the same folder (another container on a shared volume): that is for a person to tell.
 */
export function embeddedInUse(dir) {
  const users = processesUsing(dir);
  const name = path.basename(dir);
  if (users && users.length > 0) {
    const list = users.map((user) => `pid ${user.pid}${user.command ? ` (${user.command})` : ''}`).join(', ');
    return {
      running: true,
      message: `The embedded database in ${dir} is open in ${list}: stop Frontdesk first.`,
    };
  }
  if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
    return {
      running: false,
      message:
        `${path.join(name, 'postmaster.pid')} is there: a server${users ? ' elsewhere (another machine or container sharing the folder)' : ''} has the embedded database in ${dir} open, ` +
        'or the one that had it open last was killed before it could close it. Stop Frontdesk; if no server ' +
        'is using the folder, start Frontdesk once and stop it (Ctrl+C) so it closes the database cleanly, or ' +
        'delete postmaster.pid, then try again.',
    };
  }
  return null;
}

/** PGlite with the extensions the server loads (src/server/db/client.ts), so it opens exactly what it runs. */
export async function openPglite(options) {
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { btree_gist, pg_trgm } });
}

/** Writes through a temporary name, so an interrupted backup never leaves a file that looks like one. */
async function writeNew(file, write) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

// --- backup ------------------------------------------------------------------------------------------------

async function backupPostgres(url, file) {
  const pgDump = await findPgTool('pg_dump');
  const client = await connectPostgres(url);
  let major;
  let tables;
  try {
    major = await serverMajor(client);
    tables = await frontdeskTables(client);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (pgDump.major < major) {
    throw new Refusal(
      `pg_dump is version ${pgDump.major} (${pgDump.command}) but the server is PostgreSQL ${major}: pg_dump ` +
        `can't dump a newer server. Install the client tools of version ${major} or later (Debian/Ubuntu: ` +
        `\`apt-get install postgresql-client-${major}\`, from PostgreSQL's own apt repository if the distribution has none).`,
    );
  }
  if (tables.length === 0)
    console.warn(`Note: ${describeUrl(url)} has no Frontdesk tables; backing it up anyway.`);
  const { dbname, env } = libpqConnection(url);
  await writeNew(file, async (partial) => {
    const result = await run(
      pgDump.command,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      { env },
    );
    if (result.code !== 0)
      throw new Refusal(`pg_dump failed (exit code ${result.code}); nothing was written.`);
  });
  return `PostgreSQL ${describeUrl(url)}, ${tables.length} tables, pg_dump custom format`;
}

async function backupEmbedded(dataDir, file) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Refusal(
      `${dataDir} holds no embedded database (no PG_VERSION). Set DATA_DIR to the server's data folder, or ` +
        'DATABASE_URL for PostgreSQL.',
    );
  }
  const inUse = embeddedInUse(dataDir);
  if (inUse) {
    throw new Refusal(
      `Not backed up: PGlite runs in one process, and the folder of a running one is no consistent copy. ${inUse.message}`,
    );
  }
  const db = await openPglite({ dataDir });
  let dump;
  try {
    // Written pages to the files, so the tarball needs no WAL replay when it's opened.
    await db.exec('CHECKPOINT');
    dump = await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  await writeNew(file, async (partial) => fs.writeFileSync(partial, bytes));
  return `embedded database in ${dataDir}, PGlite data folder tarball`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length > 1) {
    console.log(
      'Usage: npm run backup -- [file]\n' +
        'Backs up the database the server is configured with: PostgreSQL (DATABASE_URL, or DATABASE_DIRECT_URL ' +
        'when set) with pg_dump in custom format, or the embedded database in DATA_DIR (stop the server first).\n' +
        'Default file: frontdesk-YYYYMMDD-HHMMSS.dump (PostgreSQL) or .tar.gz (embedded), in the current folder.',
    );
    process.exit(values.help ? 0 : 1);
  }
  const target = databaseTarget();
  const extension = target.kind === 'postgres' ? 'dump' : 'tar.gz';
  const file = resolveUserPath(positionals[0] ?? `frontdesk-${timestamp()}.${extension}`);
  if (fs.existsSync(file))
    throw new Refusal(`${file} already exists: name another file, or move that one away.`);
  const what =
    target.kind === 'postgres'
      ? await backupPostgres(target.url, file)
      : await backupEmbedded(target.dataDir, file);
  console.log(`Wrote ${file} (${formatSize(fs.statSync(file).size)}): ${what}.`);
}

// Run, not imported by restore.mjs.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  runMain(main);
}
