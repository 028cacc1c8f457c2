// The app as the browser tests meet it (playwright.config.ts): E2E_SERVERS copies of it, one per Playwright
// worker, on PORT, PORT + 1, ..., each on a fresh embedded database with the demo seeded, so two workers
// never meet in one business. They start side by side (starting is mostly CPU: PGlite's WebAssembly, the
// migrations, the demo seed); the line `e2e servers ready` tells Playwright that every one of them answers.
//
// DATA_DIR is `memory://` (the default of the browser tests: nothing to wipe or leave behind) or a folder
// under .tmp, wiped first, which holds one folder per server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
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

// The servers' mail goes to one local SMTP server that keeps it; a browser test reads what a person would
// find in their inbox (a reset link, a sign-in link) from GET http://127.0.0.1:<PORT + 1000>/mail?to=<email>
// (tests/e2e/mail.ts). Nothing leaves the machine.
const mail = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      for (const to of session.envelope.rcptTo) mail.push({ to: to.address.toLowerCase(), raw });
      if (mail.length > 5000) mail.splice(0, mail.length - 5000);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const mailbox = http.createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mail.filter((m) => m.to === to).map((m) => m.raw)));
});
await new Promise((resolve) => mailbox.listen(firstPort + 1000, '127.0.0.1', resolve));

let stopping = false;
const servers = ports.map((port) => {
  const child = spawn(process.execPath, ['--enable-source-maps', serverOutfile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      DATA_DIR: dataDir === IN_MEMORY ? IN_MEMORY : path.join(dataDir, String(port)),
      SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
      // Mail leaves within a second, as a person waiting for a link would expect.
      OUTBOX_INTERVAL_MS: '500',
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
  smtp.close();
  mailbox.close();
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
