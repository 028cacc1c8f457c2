import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { stubBuiltWebDir } from './child-process';
import { adminQuery, postgresUrl } from './test-database';

export type ServerProcess = {
  child: ChildProcess;
  /** Resolves when the server has written `line` (at once if it already has); fails with its output after 45 s. */
  said: (line: string) => Promise<void>;
  output: () => string;
};

/**
 * `npm start`'s server (scripts/start.mjs, the built bundle) as its own process on a PostgreSQL database of
 * its own, copied from the migrated template, with the demo business seeded and info logs on its output.
 * `stopAll()` kills what is left and drops the database.
 */
export function serverProcesses() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-server-'));
  const database = `fd_test_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];
  let created = false;

  const databaseUrl = () => postgresUrl(database);

  async function start(port: number): Promise<ServerProcess> {
    if (!created) {
      await adminQuery(`CREATE DATABASE "${database}" TEMPLATE "${inject('templateDatabase')}"`);
      created = true;
    }
    const webDir = stubBuiltWebDir(dir);
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        WEB_DIR: webDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl(),
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

  async function stopAll() {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    if (created) await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }

  return { start, stopAll, databaseUrl, database };
}
