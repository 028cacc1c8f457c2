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
  // Two files at a time, each in its own browser, against the one server: the tests mostly wait on the page, so
  // two keep both cores busy. A file's tests run in order (fullyParallel: false); each test signs up its own
  // business or only reads the demo's.
  fullyParallel: false,
  workers: 2,
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
