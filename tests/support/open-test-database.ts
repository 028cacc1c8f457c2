import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { adminQuery, postgresUrl, testDriver } from './test-database';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'postgres') {
    const template = inject('templateDatabase');
    const name = `fd_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    // A commit need not wait for its WAL to reach the disk: a test database never outlives a crash, and
    // visibility, locks and constraints (what the tests and the race tests look at) are the same.
    const url = new URL(postgresUrl(name));
    url.searchParams.set('options', '-c synchronous_commit=off');
    const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('templateDump'))]);
  return openDatabase({ driver: 'pglite', loadDataDir: dump });
}
