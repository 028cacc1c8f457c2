// The app as the browser tests meet it: a fresh embedded database each run, with the demo seeded.
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('.tmp')) throw new Error('e2e-server wipes DATA_DIR; it must be under .tmp');
fs.rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
