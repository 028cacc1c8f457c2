/**
 * `npm run bench reports`: the reports' overview on PostgreSQL (issue 13).
 *   1. A business in America/New_York with ten staff, 2,000 clients and about 11,000 appointments over the
 *      past year, alone in the database: its 30-day overview.
 *   2. 999 other businesses of 1,000 appointments each join it (about 1M appointments in all); the measured
 *      business is unchanged: its 30-day overview again. Flat means the call doesn't grow with the database.
 *   3. The measured business grows to about 51,000 appointments and 20,000 sales in the year (with items and
 *      refunds): the one-year overview through the app next to the same queries run bare (the report
 *      functions on a drizzle handle: no HTTP, session, validation or serialization).
 * Calls alternate within each round so the machine's drift hits them alike; read the ratios.
 */
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { overview } from '../src/server/modules/reports/overview';
import { resolveRange } from '../src/server/modules/reports/range';
import { freshBenchDatabase } from './fresh-database';
import { addBusinesses, BENCH_TZ } from './scheduling/seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const STAFF = 10;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Appointments of the measured business: each staff member's slots `fromSlot..toSlot` of every day of the past year. */
async function addAppointments(pool: pg.Pool, businessId: number, fromSlot: number, toSlot: number) {
  await pool.query(
    `insert into appointments (business_id, client_id, service_id, staff_id, date, start_time, end_time,
                               timezone, starts_at, ends_at, status, price)
     select $1, c.ids[1 + (d * 31 + s * 7 + k) % array_length(c.ids, 1)], sv.ids[1 + (d + k) % array_length(sv.ids, 1)],
            st.ids[1 + s], to_char(x.day, 'YYYY-MM-DD'), to_char(x.t, 'HH24:MI'),
            to_char(x.t + interval '30 minutes', 'HH24:MI'), $2,
            (x.day + x.t) at time zone $2, (x.day + x.t + interval '30 minutes') at time zone $2,
            case when (d + s + k) % 17 = 0 then 'cancelled' when (d + s + k) % 23 = 0 then 'no_show'
                 when x.day < current_date then 'completed' else 'confirmed' end,
            40 + (k % 5) * 15
     from (select array_agg(id order by id) as ids from staff where business_id = $1) st,
          (select array_agg(id order by id) as ids from services where business_id = $1) sv,
          (select array_agg(id order by id) as ids from clients where business_id = $1) c,
          generate_series(0, 364) d, generate_series(0, $3::int - 1) s, generate_series($4::int, $5::int) k,
          lateral (select current_date - d as day, time '08:00' + k * interval '30 minutes' as t) x`,
    [businessId, BENCH_TZ, STAFF, fromSlot, toSlot],
  );
}

async function main() {
  const url = await freshBenchDatabase('frontdesk_bench_reports');
  const handle = await openDatabase({ driver: 'postgres', url });
  await runMigrations(handle);
  const app = await buildApp({ db: handle.db, rateLimits: false });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'reports@bench.test',
      password: 'bench-password-1',
      firstName: 'B',
      lastName: 'E',
      businessName: 'Reports bench',
    },
  });
  const cookie = String(signup.headers['set-cookie']).split(';')[0] as string;
  const { businessId } = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query(
    `update businesses set timezone = $2, subscription_tier = 'enterprise', subscription_status = 'active' where id = $1`,
    [businessId, BENCH_TZ],
  );
  await pool.query(
    `insert into staff (business_id, first_name, last_name, email, role)
     select $1, 'Stylist', 'No ' || n, 'stylist-' || n || '@bench.test', 'staff' from generate_series(2, $2::int) n`,
    [businessId, STAFF],
  );
  await pool.query(
    `insert into availability_windows (business_id, staff_id, day_of_week, start_time, end_time, timezone)
     select $1, s.id, dow, '08:00', '16:00', $2 from staff s cross join generate_series(1, 6) dow
     where s.business_id = $1`,
    [businessId, BENCH_TZ],
  );
  await pool.query(
    `insert into services (business_id, name, duration, price)
     select $1, 'Service ' || n, 30, 40 + n * 5 from generate_series(1, 8) n`,
    [businessId],
  );
  await pool.query(
    `insert into clients (business_id, name, email, created_at)
     select $1, 'Client ' || n, 'client-' || n || '@bench.test', now() - (n % 400) * interval '1 day'
     from generate_series(1, 2000) n`,
    [businessId],
  );
  await addAppointments(pool, businessId, 0, 2);
  await pool.query('analyze');

  const thirty = `/api/reports/overview?period=30d`;
  const year = `/api/reports/overview?period=1y`;
  const call = async (path: string) => {
    const response = await app.inject({ url: path, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  };
  const count = async (table: string) =>
    Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);

  const measure = async (path: string) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS + 5; round++) {
      const ms = await time(() => call(path));
      if (round >= 5) times.push(ms);
    }
    return times;
  };
  const alone = await measure(thirty);
  const aloneRows = await count('appointments');

  console.log('adding 999 businesses (about a million appointments)…');
  await addBusinesses(pool, 1, 999);
  await pool.query('analyze');
  const crowded = await measure(thirty);
  const crowdedRows = await count('appointments');

  console.log('growing the measured business to about 51,000 appointments and 20,000 sales…');
  await addAppointments(pool, businessId, 3, 13);
  await pool.query(
    `insert into products (business_id, name, sku, price, cost_price, stock_quantity)
     select $1, 'Product ' || n, 'SKU-' || n, 10 + n, 4 + n, 50 from generate_series(1, 40) n`,
    [businessId],
  );
  await pool.query(
    `with made as (
       insert into sales (business_id, subtotal, tax_amount, discount_amount, total_amount, payment_method, sale_date)
       select $1, 20 + n % 60, round((20 + n % 60) * 0.08, 2), 0, round((20 + n % 60) * 1.08, 2),
              (array['cash','card','check'])[1 + n % 3], now() - (n % 365) * interval '1 day' - (n % 600) * interval '1 minute'
       from generate_series(1, 20000) n
       returning id, subtotal, total_amount, sale_date)
     insert into sale_items (business_id, sale_id, product_id, product_name, quantity, unit_price, total_price)
     select $1, m.id, p.id, p.name, 1, m.subtotal, m.subtotal
     from made m join lateral (
       select id, name from products where business_id = $1 order by id offset (m.id % 40) limit 1
     ) p on true`,
    [businessId],
  );
  await pool.query(
    `insert into refunds (business_id, sale_id, amount, created_at)
     select $1, id, total_amount, sale_date + interval '2 days' from sales where business_id = $1 and id % 50 = 0`,
    [businessId],
  );
  await pool.query('analyze');
  const bigRows = await count('appointments');
  const targetRows = Number(
    (
      await pool.query<{ n: string }>('select count(*) as n from appointments where business_id = $1', [
        businessId,
      ])
    ).rows[0]?.n,
  );

  const range = resolveRange({ period: '1y' }, BENCH_TZ);
  const scope = { businessId, timezone: BENCH_TZ };
  const times = { yearApp: [] as number[], yearBare: [] as number[] };
  for (let round = 0; round < ROUNDS + 5; round++) {
    const b = await time(() => call(year));
    const c = await time(() => overview(handle.db, scope, range));
    if (round < 5) continue;
    times.yearApp.push(b);
    times.yearBare.push(c);
  }
  const row = (name: string, rows: number, xs: number[]) =>
    console.log(
      `| ${name} | ${rows.toLocaleString('en-US')} | ${median(xs).toFixed(1)} | ${p99(xs).toFixed(1)} |`,
    );
  console.log(`PostgreSQL, app.inject, ${ROUNDS} rounds after 5 warm-up (ms)`);
  console.log('| call | appointments in the database | p50 | p99 |');
  console.log('| --- | --- | --- | --- |');
  row('30-day overview, business with ~11k appointments, alone', aloneRows, alone);
  row('30-day overview, same business among 999 others', crowdedRows, crowded);
  row(
    `1-year overview, app (business: ${targetRows.toLocaleString('en-US')} appointments, 20,000 sales)`,
    bigRows,
    times.yearApp,
  );
  row('1-year overview, bare queries', bigRows, times.yearBare);
  await pool.end();
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
