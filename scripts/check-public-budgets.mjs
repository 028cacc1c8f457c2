// The public pages' JavaScript budgets (the Fast public pages issue): a fresh build of both entries into
// .tmp/web-budget, then the gzipped JavaScript each public page loads before its first interaction, against
// 80 KB for the booking page and 100 KB for the others (KB = 1000 bytes). Sizes are deterministic.
import fs from 'node:fs';
import { buildWeb } from './build-web.mjs';
import { PUBLIC_PAGE_MODULES, publicPageBytes } from './public-bundles.mjs';

export const BUDGETS = Object.fromEntries(
  Object.keys(PUBLIC_PAGE_MODULES).map((page) => [page, page === '/booking' ? 80_000 : 100_000]),
);

const webDir = '.tmp/web-budget';
fs.rmSync(webDir, { recursive: true, force: true });
const status = buildWeb({ webDir, logLevel: 'error' });
if (status !== 0) process.exit(status);

let over = 0;
for (const [page, bytes] of Object.entries(publicPageBytes(webDir))) {
  const budget = BUDGETS[page];
  const fits = bytes <= budget;
  if (!fits) over += 1;
  console.log(
    `${fits ? 'ok  ' : 'OVER'} ${page.padEnd(16)} ${String(bytes).padStart(7)} of ${budget} bytes gzipped`,
  );
}
fs.rmSync(webDir, { recursive: true, force: true });
process.exit(over === 0 ? 0 : 1);
