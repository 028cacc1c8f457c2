import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5317);
// Two workers by default, one per core. E2E_WORKERS=1 runs one file at a time; it also sets how many servers
// start, so use it rather than --workers.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// Each worker has a server of its own, on port + its parallel index, with its own database and demo business:
// two files at a time never meet in one business (one counting the dashboard while the other books). This
// file is read again in each worker, where Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1); the
// runner, which starts the servers, has none.
const workerPort = port + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workers);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests one after the other, on one worker.
  fullyParallel: false,
  workers,
  retries: 0,
  // A whole flow (several pages, each checked with axe) takes up to about 32 s on a slower shared host: each
  // test gets twice that. Each expectation still waits at most 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${workerPort}`,
    // A failed test keeps its trace (actions with their logs and timings, network, console), its screenshot
    // and the page's accessibility snapshot (error-context.md). Recording the screencast (a JPEG per frame)
    // and a DOM snapshot per action in every test took close to a third of the tier's CPU on two shared
    // cores; `--trace on` records everything for a test being debugged.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // Debian's Chromium; a test tool must never download a browser of its own here.
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Builds dist/ when it is stale, then starts a server per worker, side by side (scripts/e2e-server.mjs).
    command: 'node scripts/e2e-server.mjs',
    wait: { stdout: /^e2e servers ready/m },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_SERVERS: String(workers),
      PORT: String(port),
      // A fresh database each run, in memory: nothing to wipe or leave behind, and nothing shared between
      // runs side by side (E2E_PORT=..., as many ports apart as there are workers).
      DATA_DIR: 'memory://',
      // Per run, so two runs side by side don't share a build.
      WEB_DIR: port === 5317 ? 'dist/web' : `.tmp/web-${port}`,
      SEED_DEMO: 'true',
      // Every browser test signs up from 127.0.0.1: more than the 20 an hour one address may make in production.
      SIGNUPS_PER_HOUR: '500',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
