// The app as the browser tests meet it (playwright.config.ts): E2E_SERVERS copies of it, one per Playwright
// worker, on PORT, PORT + 1, ..., each on a fresh embedded database with the demo seeded, so two workers
// never meet in one business. They start side by side (starting is mostly CPU: PGlite's WebAssembly, the
// migrations, the demo seed); the line `e2e servers ready` tells Playwright that every one of them answers.
//
// DATA_DIR is `memory://` (the default of the browser tests: nothing to wipe or leave behind) or a folder
// under .tmp, wiped first, which holds one folder per server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildWhatIsStale, canBuild, root, serverOutfile } from './build-state.mjs';

const IN_MEMORY = 'memory://';
const count = Number(process.env.E2E_SERVERS ?? 1);
const firstPort = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
if (!Number.isInteger(count) || count < 1) throw new Error('E2E_SERVERS must be a whole number, 1 or more');
if (!Number.isInteger(firstPort) || firstPort < 1) throw new Error('PORT must be set');

async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

const ports = Array.from({ length: count }, (_, index) => firstPort + index);
for (const port of ports) {
  // Another run's server (or a stray one) would answer in place of this run's: refuse, as Playwright does.
  if (await answers(port)) throw new Error(`port ${port} is already in use: stop what runs there first`);
}
if (dataDir !== IN_MEMORY) {
  if (!dataDir?.includes('.tmp'))
    throw new Error('e2e-server wipes DATA_DIR; it must be memory:// or under .tmp');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Built once, here, as `npm start` does (scripts/start.mjs); the servers then run what was built
// (`npm run start:prod`), so no two of them ever build at the same time.
if (canBuild()) {
  const status = await buildWhatIsStale(path.resolve(root, process.env.WEB_DIR ?? 'dist/web'));
  if (status !== 0) process.exit(status);
}

let stopping = false;
const servers = ports.map((port) => {
  const child = spawn(process.execPath, ['--enable-source-maps', serverOutfile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      DATA_DIR: dataDir === IN_MEMORY ? IN_MEMORY : path.join(dataDir, String(port)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // One server gone leaves its worker's tests nothing to talk to: stop the rest and say so.
    console.error(`e2e server on port ${port} stopped (${signal ?? `exit code ${code}`})`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
  const exited = (server) =>
    server.exitCode !== null || server.signalCode !== null
      ? undefined
      : new Promise((done) => server.once('exit', done));
  Promise.all(servers.map(exited)).then(() => process.exit(code));
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

const waiting = new Set(ports);
while (waiting.size > 0 && !stopping) {
  for (const port of waiting) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await sleep(100);
}
if (!stopping) console.log(`e2e servers ready on ports ${ports.join(', ')}`);
