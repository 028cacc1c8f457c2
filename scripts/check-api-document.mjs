// `npm test`'s API-document check: the committed docs/openapi.json lints clean with Redocly (0 errors), and a
// client generated from it with openapi-typescript type-checks tests/openapi-client/calls.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const step = (cmd, args) => {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    // No network here or in CI: no telemetry, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step(bin('redocly'), ['lint', 'docs/openapi.json', '--format=summary']);
fs.mkdirSync('.tmp/openapi-client', { recursive: true });
step(bin('openapi-typescript'), ['docs/openapi.json', '--output', '.tmp/openapi-client/schema.d.ts']);
step(bin('tsc'), ['-p', 'tests/openapi-client/tsconfig.json']);
console.log('The API document lints and drives a typed client.');
