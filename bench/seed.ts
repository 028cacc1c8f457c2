/**
 * `npm run bench seed`: how long the demo seed takes on a fresh embedded database, next to one sign-up (the
 * unit it is built from) in the same run; replaces the timing assertion the seed's API test used to make.
 */
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/demo';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function fresh() {
  const handle = await openDatabase({ driver: 'pglite' });
  await runMigrations(handle);
  return handle;
}

async function main() {
  const seedMs: number[] = [];
  const signupMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const a = await fresh();
    let start = performance.now();
    await seedDemo(a.db);
    seedMs.push(performance.now() - start);
    await a.close();

    const b = await fresh();
    const app = await buildApp({ db: b.db, rateLimits: false });
    start = performance.now();
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `b${round}@example.com`,
        password: 'bench-password-1',
        firstName: 'B',
        lastName: 'E',
        businessName: 'Bench',
      },
    });
    signupMs.push(performance.now() - start);
    await app.close();
    await b.close();
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  console.log(`rounds: ${ROUNDS}, each on a fresh embedded PGlite`);
  console.log(`demo seed   median ${median(seedMs).toFixed(0)} ms`);
  console.log(`one sign-up median ${median(signupMs).toFixed(0)} ms`);
  console.log(`seed / sign-up x${(median(seedMs) / median(signupMs)).toFixed(1)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
