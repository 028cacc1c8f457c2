/**
 * The scheduling benchmark (issue 3): requests per second and p50/p99 latency of the month calendar call
 * (`GET /api/appointments?startDate&endDate`) and the slots call, from the real app and from a bare
 * node:http + pg server running the same SQL, side by side in one run on PostgreSQL with 1,000 businesses
 * x 1,000 appointments; and the month call's latency with 10k rows vs 1M rows. Each server is a child
 * process; autocannon runs here. Cases alternate within each round, so the machine's drift hits them alike.
 */
import { type ChildProcess, fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { instantToLocal } from '../../src/server/lib/time';
import { freshBenchDatabase } from '../fresh-database';
import { addBusinesses, BENCH_TZ, fillBusiness } from './seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;
const APP_PORT = 5611;
const BARE_PORT = 5612;

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(script, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

type Figures = { rps: number; p50: number; p99: number; non2xx: number };

async function load(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<Figures> {
  const result = await autocannon({ url, headers, connections, duration: DURATION });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
function summarise(runs: Figures[]): Figures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

async function main() {
  const benchUrl = await freshBenchDatabase('frontdesk_bench');
  const handle = await openDatabase({ driver: 'postgres', url: benchUrl });
  await runMigrations(handle);
  const signupApp = await buildApp({ db: handle.db, rateLimits: false });
  const signup = await signupApp.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'bench@bench.test',
      password: 'bench-password-1',
      firstName: 'B',
      lastName: 'E',
      businessName: 'Measured',
    },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up: ${signup.statusCode} ${signup.body}`);
  const cookie = String(signup.headers['set-cookie']).split(';')[0] as string;
  const user = (await signupApp.inject({ url: '/api/auth/user', headers: { cookie } })).json() as {
    businessId: number;
  };
  // Public routes name a business by its booking link's slug (decision 023), not its id.
  const { slug } = (await signupApp.inject({ url: '/api/business', headers: { cookie } })).json() as {
    slug: string;
  };
  await signupApp.close();
  await handle.close();

  const pool = new pg.Pool({ connectionString: benchUrl, max: 2 });
  const businessId = user.businessId;
  const { serviceId } = await fillBusiness(pool, businessId);

  const today = instantToLocal(new Date(), BENCH_TZ).date;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthStart = `${y}-${String(m).padStart(2, '0')}-01`;
  const monthEnd = `${y}-${String(m).padStart(2, '0')}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  const tomorrow = instantToLocal(new Date(Date.now() + 86_400_000), BENCH_TZ).date;
  const monthPath = `/api/appointments?startDate=${monthStart}&endDate=${monthEnd}`;
  const slotsPath = `/api/public/businesses/${slug}/slots?serviceId=${serviceId}&date=${tomorrow}`;

  const env = {
    DATABASE_URL: benchUrl,
    BUSINESS_ID: String(businessId),
    SERVICE_ID: String(serviceId),
    MONTH_START: monthStart,
    MONTH_END: monthEnd,
    SLOTS_DATE: tomorrow,
  };
  const app = await start('bench/scheduling/app-server.ts', { ...env, PORT: String(APP_PORT) });
  const bare = await start('bench/scheduling/bare-server.ts', { ...env, PORT: String(BARE_PORT) });
  const appUrl = `http://127.0.0.1:${APP_PORT}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
  const monthRows = ((await (await fetch(appUrl + monthPath, { headers: { cookie } })).json()) as unknown[])
    .length;
  const slotCount = ((await (await fetch(appUrl + slotsPath)).json()) as { slots: unknown[] }).slots.length;
  console.log(`month call answers ${monthRows} appointments; slots call answers ${slotCount} slots`);

  // Latency of the month call at 10k rows (this business and 9 others), one connection at a time.
  await addBusinesses(pool, 1, 9);
  await pool.query('analyze');
  const small = summarise([
    await load(appUrl + monthPath, { cookie }, 1),
    await load(appUrl + monthPath, { cookie }, 1),
  ]);
  const smallRows = (await pool.query('select count(*)::int as n from appointments')).rows[0].n as number;

  console.log('growing to 1,000 businesses x 1,000 appointments ...');
  const seedStart = Date.now();
  await addBusinesses(pool, 10, 990);
  await pool.query('vacuum analyze');
  const bigRows = (await pool.query('select count(*)::int as n from appointments')).rows[0].n as number;
  const bizCount = (await pool.query('select count(*)::int as n from businesses')).rows[0].n as number;
  console.log(
    `${bizCount} businesses, ${bigRows} appointments (seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s)`,
  );
  const big = summarise([
    await load(appUrl + monthPath, { cookie }, 1),
    await load(appUrl + monthPath, { cookie }, 1),
  ]);

  const cases: Record<string, () => Promise<Figures>> = {
    'month: app': () => load(appUrl + monthPath, { cookie }),
    'month: bare': () => load(`${bareUrl}/month`),
    'slots: app': () => load(appUrl + slotsPath),
    'slots: bare': () => load(`${bareUrl}/slots`),
  };
  const runs: Record<string, Figures[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(cases)) runs[name]?.push(await run());
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case, median of ${ROUNDS} rounds`);
  console.log('| case | req/s | p50 ms | p99 ms | non-2xx | app/bare req/s |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const call of ['month', 'slots']) {
    const a = summarise(runs[`${call}: app`] ?? []);
    const b = summarise(runs[`${call}: bare`] ?? []);
    for (const [name, f] of [
      [`${call}: app`, a],
      [`${call}: bare`, b],
    ] as const) {
      const ratio = name.endsWith('app') ? (a.rps / b.rps).toFixed(2) : '';
      console.log(`| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${ratio} |`);
    }
  }
  console.log('\nmonth call, one connection at a time:');
  console.log('| appointments in the database | req/s | p50 ms | p99 ms |');
  console.log('| --- | --- | --- | --- |');
  console.log(`| ${smallRows} | ${small.rps.toFixed(0)} | ${small.p50} | ${small.p99} |`);
  console.log(`| ${bigRows} | ${big.rps.toFixed(0)} | ${big.p50} | ${big.p99} |`);

  app.kill();
  bare.kill();
  await pool.end();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
