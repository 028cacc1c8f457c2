// `npm test`: every tier a change must pass, with one closing line of totals. Exits non-zero when anything failed.
//
// First the build (dist/web and dist/server, when older than their sources): every tier after it shares it.
// Then the checks (typecheck, lint, import boundaries, API document: Redocly lint, typed client) with, beside
// them and the unit and API tiers, the public pages' JavaScript budgets and the production install (the Dockerfile's steps); then unit,
// API on PostgreSQL (when TEST_DATABASE_URL is set), API on the embedded database and, after them, browser
// (side by side with the unit and API tiers with TEST_SIDE_BY_SIDE=1: faster on a machine with cores to
// spare; on two it saturates them and the browser tests' timing suffers). A lane beside another writes to a
// log in .tmp/, printed when it is done.
// Each tier's time is in the summary, and scripts/test-times.mjs lists the slowest files and each test's margin
// to its own timeout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const tmp = '.tmp';
fs.mkdirSync(tmp, { recursive: true });
for (const file of fs.readdirSync(tmp).filter((f) => /^timings-.*\.json$|^playwright\.json$/.test(f))) {
  fs.rmSync(path.join(tmp, file));
}
const began = performance.now();

/** A lane: its tiers run one after the other, their output to the terminal or to a log file. */
function lane(logFile) {
  const output = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  const results = [];
  const say = (text) => (logFile ? fs.writeSync(output, `${text}\n`) : console.log(text));

  const run = (cmd, args, env = {}) =>
    new Promise((resolve) => {
      const child = spawn(cmd, args, {
        stdio: ['ignore', output, output],
        env: { ...process.env, ...env },
      });
      child.on('exit', (status) => resolve(status ?? 1));
      child.on('error', () => resolve(1));
    });

  /** Runs one tier and records its counts and wall-clock time. */
  const tier = async (name, body) => {
    say(`\n=== ${name} ===`);
    const started = performance.now();
    const { passed, failed } = await body();
    results.push({ name, passed, failed, ms: performance.now() - started });
  };

  return {
    results,
    run,
    /** A tool with no test count of its own (tsc, biome) counts as one check. */
    check: (name, cmd, args, env) =>
      tier(name, async () => {
        const status = await run(cmd, args, env);
        return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
      }),
    vitest: (name, project, key, env = {}) =>
      tier(name, async () => {
        const out = path.join(tmp, `vitest-${key}.json`);
        fs.rmSync(out, { force: true });
        const status = await run(
          bin('vitest'),
          [
            'run',
            '--project',
            project,
            '--reporter=default',
            '--reporter=json',
            '--reporter=./tests/support/timings-reporter.ts',
            `--outputFile.json=${out}`,
          ],
          { ...env, TIMINGS_FILE: path.join(tmp, `timings-${key}.json`) },
        );
        const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
        // A run that crashed before reporting still counts as a failure.
        const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
        return { passed: report?.numPassedTests ?? 0, failed };
      }),
    playwright: () =>
      tier('browser', async () => {
        const out = path.join(tmp, 'playwright.json');
        const status = await run(bin('playwright'), ['test', '--reporter=list,json'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          // Beside the API lane, one browser: two browsers and the API tests oversubscribe two cores.
          ...(process.env.TEST_SIDE_BY_SIDE === '1' && !process.env.E2E_WORKERS ? { E2E_WORKERS: '1' } : {}),
        });
        const stats = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).stats : null;
        const failed = (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0);
        return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed };
      }),
    close: () => {
      if (logFile) fs.closeSync(output);
    },
  };
}

const first = lane();
await first.check('build', process.execPath, ['scripts/build-if-stale.mjs']);

// The public pages' budgets and the production install (npm ci in a clean folder, then three starts of the
// built server) run beside the typecheck, lint and API document checks and on into the unit and API tiers.
// Their output goes to .tmp/lane-install.log, printed after the API tiers.
const installLog = path.join(tmp, 'lane-install.log');
const installLane = lane(installLog);
const installing = (async () => {
  await installLane.check('public page budgets', process.execPath, [
    '--import',
    'tsx',
    'scripts/check-public-budgets.mjs',
  ]);
  await installLane.check('production install', process.execPath, ['scripts/check-production-install.mjs']);
  installLane.close();
})();

// Side by side only when asked (TEST_SIDE_BY_SIDE=1, with one browser then): on two cores the lanes saturate
// the machine. One after the other, the browser tier runs two browsers (playwright.config.ts).
const sideBySide = process.env.TEST_SIDE_BY_SIDE === '1';
const browserLog = path.join(tmp, 'lane-browser.log');
const second = lane(sideBySide ? browserLog : undefined);
const browser = async () => {
  await second.playwright();
  second.close();
};

await first.check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await first.check('lint', bin('biome'), ['check', '.']);
await first.check('import boundaries', bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
await first.check('api document', process.execPath, ['scripts/check-api-document.mjs']);

const secondLane = sideBySide ? browser() : undefined;
await first.vitest('unit', 'unit', 'unit');
// PostgreSQL first: its tests wait on the server more than they compute, so they share the cores with the
// browser lane better than the embedded database's, which computes (WebAssembly) and runs faster after it.
if (process.env.TEST_DATABASE_URL) {
  await first.run(process.execPath, ['scripts/leftover-test-databases.mjs', '--drop']);
  await first.vitest('api (PostgreSQL)', 'api', 'api-postgres', { TEST_DB_DRIVER: 'postgres' });
  await first.check('no test databases left', process.execPath, ['scripts/leftover-test-databases.mjs']);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite did not run on PostgreSQL)');
}
await first.vitest('api (embedded PGlite)', 'api', 'api-pglite', { TEST_DB_DRIVER: 'pglite' });
// The install lane goes on beside the unit and API tiers (its npm ci waits on the disk more than on the cores,
// and it times nothing but its own starts, against a 120 s limit); it was on the critical path by about 70 s
// when the checks waited for it.
await installing;
console.log(`\n=== the budgets and production install, beside the checks and API tiers (${installLog}) ===`);
process.stdout.write(fs.readFileSync(installLog, 'utf8'));

const firstDone = performance.now();
if (secondLane) {
  console.log(`\n(the checks and API lane is done; the browser lane writes to ${browserLog})`);
  await secondLane;
  console.log(`\n=== the browser lane (${browserLog}) ===`);
  process.stdout.write(fs.readFileSync(browserLog, 'utf8'));
} else {
  await browser();
}

await first.run(process.execPath, ['scripts/test-times.mjs']);

const results = [...first.results, ...installLane.results, ...second.results];
const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(6);
console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.name.padEnd(24)} ${seconds(r.ms)}  ${r.passed} passed, ${r.failed} failed`);
console.log(`${'checks and API lane'.padEnd(24)} ${seconds(firstDone - began)}`);
console.log(`${'all'.padEnd(24)} ${seconds(performance.now() - began)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
