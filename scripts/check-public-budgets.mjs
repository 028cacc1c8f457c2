// The public pages' JavaScript budgets (the Fast public pages issue): the build in dist/web (built first when
// older than its sources, the one build the whole `npm test` run shares), then the gzipped JavaScript each
// public page loads before its first interaction, against 80 KB for the booking page and 100 KB for the others
// (KB = 1000 bytes). Sizes are deterministic.
import path from 'node:path';
import { buildWhatIsStale, root } from './build-state.mjs';
import { PUBLIC_PAGE_MODULES, publicPageBytes } from './public-bundles.mjs';

export const BUDGETS = Object.fromEntries(
  Object.keys(PUBLIC_PAGE_MODULES).map((page) => [page, page === '/booking' ? 80_000 : 100_000]),
);

const webDir = path.join(root, 'dist/web');
const status = await buildWhatIsStale(webDir);
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
process.exit(over === 0 ? 0 : 1);
