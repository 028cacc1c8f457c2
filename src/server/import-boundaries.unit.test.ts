import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's import boundaries (.dependency-cruiser.cjs, docs/server-code.md), tried the way `npm test`
// runs them: dependency-cruiser over a small tree of probe files, each import one a newcomer might write.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
const config = path.join(repo, '.dependency-cruiser.cjs');

type Violation = { from: string; to: string; rule: { name: string } };

async function violations(cwd: string, args: string[] = []): Promise<Violation[]> {
  // Exit code 1 when there are violations; the report is on stdout either way.
  const { stdout } = await run(depcruise, ['src', '--config', config, '--output-type', 'json', ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout).summary.violations;
}

const probes: Record<string, string> = {
  // One module reaching into another's file, and the same through its index.
  'src/server/modules/alpha/service.ts': "import { book } from '../beta/booking';\nexport const a = book;\n",
  'src/server/modules/alpha/routes.ts': "import { book } from '../beta/index';\nexport const r = book;\n",
  'src/server/modules/alpha/alpha.api.test.ts':
    "import { book } from '../beta/booking';\nexport const t = book;\n",
  // A test fixture reaching into another module (allowed), and a verb importing a fixture (refused).
  'src/server/modules/alpha/alpha-fixtures.ts':
    "import { book } from '../beta/booking';\nexport const fixture = book;\n",
  'src/server/modules/alpha/offer.ts':
    "import { fixture } from './alpha-fixtures';\nexport const o = fixture;\n",
  'src/server/modules/beta/booking.ts': 'export const book = 1;\n',
  'src/server/modules/beta/index.ts': "export { book } from './booking';\n",
  // Routes calling a query straight, and calling the verb in front of it.
  'src/server/modules/beta/repository.ts': 'export const findBook = () => 1;\n',
  'src/server/modules/beta/service.ts': "export { findBook } from './repository';\n",
  'src/server/modules/beta/routes.ts':
    "import { findBook } from './repository';\nexport const r = findBook;\n",
  'src/server/modules/beta/public-routes.ts':
    "import { findBook } from './service';\nexport const p = findBook;\n",
  // Core reaching a module directly, and through another core file.
  'src/server/core/direct.ts': "import { book } from '../modules/beta/index';\nexport const d = book;\n",
  'src/server/core/indirect.ts': "import { helper } from './helper';\nexport const i = helper;\n",
  'src/server/core/helper.ts':
    "import { book } from '../modules/beta/booking';\nexport const helper = book;\n",
  // lib reaching up.
  'src/server/lib/up.ts': "import { helper } from '../core/helper';\nexport const u = helper;\n",
};

describe('server import boundaries', () => {
  let dir: string;
  let found: Violation[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
    for (const [file, text] of Object.entries(probes)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    found = await violations(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const named = (rule: string) =>
    found
      .filter((v) => v.rule.name === rule)
      .map((v) => `${v.from} → ${v.to}`)
      .sort();

  it("refuses a module importing another's file, and lets it through that module's index", () => {
    expect(named('modules-meet-through-index')).toEqual([
      'src/server/modules/alpha/service.ts → src/server/modules/beta/booking.ts',
    ]);
  });

  it('keeps test fixtures out of the server build, and lets them reach into any module', () => {
    expect(named('server-imports-no-test-fixtures')).toEqual([
      'src/server/modules/alpha/offer.ts → src/server/modules/alpha/alpha-fixtures.ts',
    ]);
  });

  it('refuses routes calling a query, and lets them call the verb in front of it', () => {
    expect(named('routes-call-verbs')).toEqual([
      'src/server/modules/beta/routes.ts → src/server/modules/beta/repository.ts',
    ]);
  });

  it('refuses core reaching a module, directly or through another file', () => {
    const fromCore = named('server-core-imports-no-module');
    expect(fromCore).toContain('src/server/core/direct.ts → src/server/modules/beta/index.ts');
    expect(fromCore.some((v) => v.startsWith('src/server/core/indirect.ts → '))).toBe(true);
  });

  it('refuses lib importing core', () => {
    expect(named('server-lib-imports-no-core')).toEqual(['src/server/lib/up.ts → src/server/core/helper.ts']);
  });
});
