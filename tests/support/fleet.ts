import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stubBuiltWebDir } from './child-process';
import { freePort } from './free-port';
import { adminQuery, postgresUrl } from './test-database';

/**
 * Several Frontdesk processes on one PostgreSQL, the way deploy/compose.yaml lays them out: web and worker
 * instances (the built server, `FRONTDESK_ROLE`), PgBouncer in transaction mode in front of PostgreSQL
 * (deploy/pgbouncer.ini), and haproxy in front of the web instances (deploy/haproxy.cfg). Debian's haproxy and
 * PgBouncer, started on loopback ports; installed with apt-get when missing, as .ci/run does.
 */
const HAPROXY = '/usr/sbin/haproxy';
const PGBOUNCER = '/usr/sbin/pgbouncer';
const root = path.resolve(import.meta.dirname, '../..');

export function ensureDebianPackages(): void {
  const missing = [
    ...(fs.existsSync(HAPROXY) ? [] : ['haproxy']),
    ...(fs.existsSync(PGBOUNCER) ? [] : ['pgbouncer']),
  ];
  if (missing.length === 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'ignore', env });
  if (installed.status !== 0)
    throw new Error(`apt-get install ${missing.join(' ')} failed: install them first`);
}

/** Resolves once something accepts connections on the port; fails after `ms`. */
export async function listening(port: number, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type Instance = {
  name: string;
  role: 'web' | 'worker';
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
};

type FleetOptions = {
  /** Settings every instance gets (SMTP_URL, OUTBOX_LEASE_SECONDS...). */
  env?: Record<string, string>;
};

export type Fleet = Awaited<ReturnType<typeof startFleet>>;

/** A fresh database from the migrated template, PgBouncer in front of it, and nothing running yet. */
export async function startFleet(template: string, options: FleetOptions = {}) {
  ensureDebianPackages();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-fleet-'));
  // PgBouncer won't run as root: it runs as another user (below), who must read its files.
  fs.chmodSync(dir, 0o755);
  const database = `fd_test_fleet_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
  const directUrl = postgresUrl(database);
  const children: ChildProcess[] = [];
  const instances: Instance[] = [];

  // deploy/pgbouncer.ini, with this database on loopback and trust instead of a password file's secrets.
  const bouncerPort = await freePort();
  const direct = new URL(directUrl);
  const user = decodeURIComponent(direct.username || 'postgres');
  const ini = fs
    .readFileSync(path.join(root, 'deploy/pgbouncer.ini'), 'utf8')
    .replace(
      /^frontdesk = .*$/m,
      `${database} = host=${direct.hostname} port=${direct.port || 5432} dbname=${database}`,
    )
    .replace(/^listen_addr = .*$/m, 'listen_addr = 127.0.0.1')
    .replace(/^listen_port = .*$/m, `listen_port = ${bouncerPort}`)
    .replace(/^auth_type = .*$/m, 'auth_type = trust')
    .replace(/^auth_file = .*$/m, `auth_file = ${path.join(dir, 'userlist.txt')}\nunix_socket_dir =`);
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), ini);
  // As root it must be told whom to run as: PostgreSQL's own user where Debian's package made one.
  const asRoot = process.getuid?.() === 0;
  const runAs = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  const bouncer = spawn(PGBOUNCER, [...(asRoot ? ['-u', runAs] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(bouncer);
  let bouncerLog = '';
  bouncer.stderr?.on('data', (chunk) => {
    bouncerLog += String(chunk);
  });
  await listening(bouncerPort).catch((error) => {
    throw new Error(`PgBouncer did not start: ${error}\n${bouncerLog}`);
  });
  const pooledUrl = `postgres://${encodeURIComponent(user)}${direct.password ? `:${direct.password}` : ''}@127.0.0.1:${bouncerPort}/${database}`;

  const webDir = stubBuiltWebDir(dir);

  /** Starts one instance and resolves once it says it is running. */
  async function start(name: string, role: 'web' | 'worker', env: Record<string, string> = {}) {
    const port = instances.find((i) => i.name === name)?.port ?? (await freePort());
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIR: webDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: pooledUrl,
        DATABASE_DIRECT_URL: directUrl,
        DATABASE_POOL_SIZE: '5',
        FRONTDESK_ROLE: role,
        ...options.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const instance: Instance = { name, role, port, child, output: () => output, exited };
    const at = instances.findIndex((i) => i.name === name);
    if (at >= 0) instances[at] = instance;
    else instances.push(instance);
    const until = Date.now() + 60_000;
    while (!output.includes('Frontdesk is running')) {
      if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
      if (Date.now() > until) throw new Error(`${name} did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return instance;
  }

  /** haproxy with deploy/haproxy.cfg in front of the web instances, answering once one of them is up. */
  async function startProxy(webs: Instance[]) {
    const port = await freePort();
    const statsPort = await freePort();
    const config = fs
      .readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
      .replace(
        /^ {2}server web1 .*\n {2}server web2 .*$/m,
        webs.map((_web, i) => `  server web${i + 1} "\${FRONTDESK_WEB${i + 1}}" check`).join('\n'),
      );
    const file = path.join(dir, `haproxy-${port}.cfg`);
    fs.writeFileSync(file, config);
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      FRONTDESK_BIND: `127.0.0.1:${port}`,
      FRONTDESK_STATS_BIND: `127.0.0.1:${statsPort}`,
    };
    webs.forEach((w, i) => {
      env[`FRONTDESK_WEB${i + 1}`] = `127.0.0.1:${w.port}`;
    });
    const proxy = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'], env });
    children.push(proxy);
    let log = '';
    proxy.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    await listening(port).catch((error) => {
      throw new Error(`haproxy did not start: ${error}\n${log}`);
    });
    const origin = `http://127.0.0.1:${port}`;
    // Its first health checks pass within a second or two (inter 1s, rise 2 from start: up at once).
    const until = Date.now() + 15_000;
    while ((await fetch(`${origin}/api/health`).catch(() => null))?.status !== 200) {
      if (Date.now() > until) throw new Error(`haproxy answers nothing:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    /** Resolves once haproxy has `name` in the rotation again (its health checks passed), as a deploy waits. */
    const inRotation = async (name: string) => {
      const until = Date.now() + 30_000;
      for (;;) {
        const csv = await fetch(`http://127.0.0.1:${statsPort}/;csv`).then((r) => r.text());
        const row = csv.split('\n').find((line) => line.startsWith(`frontdesk,${name},`));
        // The 18th column is the status: UP, DOWN, or UP/DOWN going one way or the other.
        if (row?.split(',')[17] === 'UP') return;
        if (Date.now() > until) throw new Error(`${name} never came back UP:\n${csv}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    return { origin, inRotation, log: () => log };
  }

  async function stop() {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : undefined,
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }

  return { database, directUrl, pooledUrl, instances, start, startProxy, stop };
}
