import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stubBuiltWebDir } from '../../tests/support/child-process';
import { freePort } from '../../tests/support/free-port';

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

describe('npm start', () => {
  it('passes SIGTERM on to the server, which fails readiness, serves on for DRAIN_SECONDS, then exits', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-start-'));
    const webDir = stubBuiltWebDir(dir);
    const port = await freePort();
    const child = spawn('npm', ['start', '--silent'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: path.join(dir, 'data'),
        WEB_DIR: webDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        DRAIN_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      while (!output.includes('Frontdesk is running')) {
        if (Date.now() - started > 60_000) throw new Error(`did not start: ${output}`);
        if (child.exitCode !== null) throw new Error(`exited early: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await answers(port)).toBe(true);
      const signalled = Date.now();
      child.kill('SIGTERM');
      // Until the load balancer has seen it: not ready, and still serving (health, pages' calls).
      let ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      while (ready.status === 200) ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect([ready.status, ((await ready.json()) as { status: string }).status]).toEqual([503, 'stopping']);
      expect(await answers(port)).toBe(true);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
      expect(await answers(port)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
