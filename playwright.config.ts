import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5317);
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
  // One file at a time unless E2E_WORKERS says more: two browsers on two cores finish sooner, but toasts and
  // animations then time out or are caught mid-fade by axe (2 of 118 failed in one of four such runs).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // A whole flow (several pages, each checked with axe) takes up to about 32 s on a slower shared host: each
  // test gets twice that. Each expectation still waits at most 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium; a test tool must never download a browser of its own here.
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Per port, so two runs side by side (E2E_PORT=...) neither share a database nor a build.
      DATA_DIR: `.tmp/e2e-data-${port}`,
      WEB_DIR: port === 5317 ? 'dist/web' : `.tmp/web-${port}`,
      SEED_DEMO: 'true',
      // Every browser test signs up from 127.0.0.1: more than the 20 an hour one address may make in production.
      SIGNUPS_PER_HOUR: '500',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
