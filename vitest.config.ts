import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts'],
          environment: 'node',
          // One process per worker for all its files, as in the API project: 8 s instead of 26 s, nearly all of
          // it was loading modules again for each file; the files pass in any order (--sequence.shuffle).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          // Races need real concurrency: *.pg.test.ts run only on PostgreSQL (the embedded database runs one
          // session at a time), so they are left out of the embedded run instead of being skipped in it.
          // *.embedded.test.ts start an embedded database of their own whichever driver the suite is on (npm
          // start, the embedded backup): they run once, in the embedded run, which npm test always has.
          include: [
            'src/server/**/*.api.test.ts',
            ...(process.env.TEST_DB_DRIVER === 'postgres'
              ? ['src/server/**/*.pg.test.ts']
              : ['src/server/**/*.embedded.test.ts']),
          ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/api-setup.ts'],
          // Each file gets its own database; two workers match the two cores here. A worker runs its files one
          // after another in one process instead of a fresh one each (the app's modules load once per worker,
          // not once per file: about a quarter of the tier's time); no test file changes module state.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
