/**
 * `npm run bench session`: what a signed-in request costs over an anonymous one, measured side by side in one run
 * (this machine is shared and noisy, so absolute times drift; ratios within a run don't).
 * Each round runs every case once, in turn, so drift hits all cases alike.
 */
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

async function main() {
  const handle = await openDatabase({ driver: 'pglite' });
  await runMigrations(handle);
  const app = await buildApp({ db: handle.db });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'bench@example.com',
      password: 'bench-password-1',
      firstName: 'B',
      lastName: 'E',
      businessName: 'Bench',
    },
  });
  const cookie = String(signup.headers['set-cookie']).split(';')[0] as string;

  const cases: Record<string, () => Promise<unknown>> = {
    'GET /api/health (no session)': () => app.inject({ url: '/api/health' }),
    'GET /api/subscription (session + plan)': () =>
      app.inject({ url: '/api/subscription', headers: { cookie } }),
    'GET /api/auth/user (session + user)': () => app.inject({ url: '/api/auth/user', headers: { cookie } }),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS + 20; round++) {
    for (const [name, run] of Object.entries(cases)) {
      const start = process.hrtime.bigint();
      await run();
      if (round >= 20) times[name]?.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const baseline = median(times['GET /api/health (no session)'] ?? []);
  console.log(`rounds: ${ROUNDS} (after 20 warm-up), embedded PGlite, app.inject`);
  for (const [name, xs] of Object.entries(times)) {
    console.log(
      `${name.padEnd(42)} median ${median(xs).toFixed(3)} ms  x${(median(xs) / baseline).toFixed(1)}`,
    );
  }
  await app.close();
  await handle.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
