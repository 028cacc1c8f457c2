// `npm test`: every tier a change must pass, in order, with one closing line of totals.
//   typecheck, lint, import boundaries, API document (Redocly lint, typed client), public pages' JavaScript
//   budgets, unit, API on the embedded database, API on PostgreSQL (when
//   TEST_DATABASE_URL is set), browser. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const tmp = '.tmp';
fs.mkdirSync(tmp, { recursive: true });
const results = [];

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** A tool with no test count of its own (tsc, biome) counts as one check. */
function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function vitest(name, project, env = {}) {
  console.log(`\n=== ${name} ===`);
  const out = path.join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const status = run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // A run that crashed before reporting still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  results.push({ name, passed, failed });
}

function playwright() {
  console.log('\n=== browser ===');
  const out = path.join(tmp, 'playwright.json');
  fs.rmSync(out, { force: true });
  const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const stats = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).stats : null;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0);
  results.push({ name: 'browser', passed, failed });
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('biome'), ['check', '.']);
check('import boundaries', bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
check('api document', process.execPath, ['scripts/check-api-document.mjs']);
check('public page budgets', process.execPath, ['--import', 'tsx', 'scripts/check-public-budgets.mjs']);
vitest('unit', 'unit');
vitest('api (embedded PGlite)', 'api', { TEST_DB_DRIVER: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run(process.execPath, ['scripts/leftover-test-databases.mjs', '--drop']);
  vitest('api (PostgreSQL)', 'api', { TEST_DB_DRIVER: 'postgres' });
  check('no test databases left', process.execPath, ['scripts/leftover-test-databases.mjs']);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite did not run on PostgreSQL)');
}
playwright();

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
