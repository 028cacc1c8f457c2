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
    const handle = await openDatabase({ driver: 'postgres', url: postgresUrl(name) });
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
