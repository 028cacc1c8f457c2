/**
 * `npm run bench clients`: the clients list (search, each sort, a deep page) of a business with 50,000
 * clients next to the same calls for one with 500, on PostgreSQL, in one run through app.inject. The ratio
 * big/small is the figure: near 1 means the list does not slow down as the client base grows.
 */
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { freshBenchDatabase } from './fresh-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

async function main() {
  const benchUrl = await freshBenchDatabase('frontdesk_bench_clients');
  const handle = await openDatabase({ driver: 'postgres', url: benchUrl });
  await runMigrations(handle);
  const app = await buildApp({ db: handle.db, rateLimits: false });
  const owners: Record<'small' | 'big', { cookie: string; businessId: number }> = {} as never;
  for (const [name, size] of [
    ['small', 500],
    ['big', 50_000],
  ] as const) {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `${name}@bench.test`,
        password: 'bench-password-1',
        firstName: 'B',
        lastName: 'E',
        businessName: `Clients ${name}`,
      },
    });
    const cookie = String(signup.headers['set-cookie']).split(';')[0] as string;
    const { businessId } = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    const pool = new pg.Pool({ connectionString: benchUrl, max: 1 });
    await pool.query(
      `insert into clients (business_id, name, email, phone, created_at)
       select $1, (array['Ava','Ben','Cleo','Dev','Eli','Fay','Gus','Hana'])[1 + n % 8] || ' Client ' || n,
              'client-' || n || '@example.com', '555-' || lpad((n % 10000)::text, 4, '0'),
              now() - n * interval '1 minute'
       from generate_series(1, $2::int) n`,
      [businessId, size],
    );
    await pool.query('analyze clients');
    await pool.end();
    owners[name] = { cookie, businessId };
  }

  const cases: Record<string, string> = {
    'first page, by name': '/api/clients',
    'first page, by email desc': '/api/clients?sort=email&order=desc',
    'first page, newest first': '/api/clients?sort=createdAt&order=desc',
    'page 20 of 25 rows': '/api/clients?page=20',
    'search "client 4242"': '/api/clients?search=client%204242',
    'search "555-01"': '/api/clients?search=555-01',
  };
  const times: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS + 5; round++) {
    for (const [name, url] of Object.entries(cases)) {
      for (const size of ['small', 'big'] as const) {
        const start = process.hrtime.bigint();
        const response = await app.inject({ url, headers: { cookie: owners[size].cookie } });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        const key = `${name}|${size}`;
        times[key] = times[key] ?? [];
        if (round >= 5) times[key].push(ms);
      }
    }
  }
  const median = (xs: number[] = []) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(`PostgreSQL, app.inject, ${ROUNDS} rounds after 5 warm-up; median ms`);
  console.log('| call | 500 clients | 50,000 clients | ratio |');
  console.log('| --- | --- | --- | --- |');
  for (const name of Object.keys(cases)) {
    const small = median(times[`${name}|small`]);
    const big = median(times[`${name}|big`]);
    console.log(`| ${name} | ${small.toFixed(2)} | ${big.toFixed(2)} | x${(big / small).toFixed(1)} |`);
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
