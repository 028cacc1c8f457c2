// Where `npm test`'s time goes (`node scripts/test-times.mjs`, and at the end of `npm test`): the 20 slowest test
// files of every tier, and each test's margin to its own timeout. Read from what the runners wrote under .tmp:
// .tmp/timings-*.json (tests/support/timings-reporter.ts, one per Vitest tier) and .tmp/playwright.json. A test
// that takes more than a third of its timeout is listed as too close: under twice the load it could time out.
// Reports only; the tiers' own results decide pass or fail.
import fs from 'node:fs';
import path from 'node:path';

const tmp = '.tmp';
/** A test within this factor of its timeout is reported as too close. */
const MARGIN = 3;

const files = [];
const tests = [];

for (const name of fs.readdirSync(tmp).filter((f) => /^timings-.*\.json$/.test(f))) {
  const tier = name.replace(/^timings-|\.json$/g, '');
  const report = JSON.parse(fs.readFileSync(path.join(tmp, name), 'utf8'));
  for (const file of report.files) files.push({ tier, where: file.file, ms: file.ms });
  for (const test of report.tests)
    tests.push({ tier, where: test.file, title: test.title, ms: test.ms, timeout: test.timeoutMs });
}

const playwrightReport = path.join(tmp, 'playwright.json');
if (fs.existsSync(playwrightReport)) {
  const report = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = Math.max(0, ...test.results.map((r) => r.duration));
        const where = path.join('tests/e2e', spec.file);
        tests.push({
          tier: 'browser',
          where,
          title: [...titles, spec.title].join(' › '),
          ms,
          timeout: test.timeout,
        });
        const entry = files.find((f) => f.tier === 'browser' && f.where === where);
        if (entry) entry.ms += ms;
        else files.push({ tier: 'browser', where, ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nThe 20 slowest test files:');
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 20)) {
  console.log(`${seconds(f.ms).padStart(8)}  ${f.tier.padEnd(10)} ${f.where}`);
}

const share = (t) => t.ms / t.timeout;
const byShare = [...tests].filter((t) => t.timeout > 0).sort((a, b) => share(b) - share(a));
const worst = byShare[0];
if (worst) {
  console.log(
    `\nTimeout margins: the closest test took ${seconds(worst.ms)} of its ${seconds(worst.timeout)} (${(worst.timeout / worst.ms).toFixed(1)}x margin): ${worst.where} › ${worst.title}`,
  );
}
const close = byShare.filter((t) => t.ms * MARGIN > t.timeout);
if (close.length === 0)
  console.log(`Every one of ${tests.length} tests finished within a third of its timeout.`);
else {
  console.log(`${close.length} of ${tests.length} tests took more than a third of their timeout:`);
  for (const t of close) {
    console.log(
      `${seconds(t.ms).padStart(8)} of ${seconds(t.timeout)}  ${t.tier.padEnd(10)} ${t.where} › ${t.title}`,
    );
  }
}
