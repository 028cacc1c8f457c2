import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/migrate';

let expected: number | undefined;

/** How many migrations this build has (drizzle's journal), read once. */
export function expectedMigrations(): number {
  expected ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return expected;
}
