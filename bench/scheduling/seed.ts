/**
 * Bulk data for the scheduling benchmark, written with set-based SQL (sign-up's scrypt would take hours for
 * 1,000 businesses). Every business gets one staff member (the measured one keeps its owner from sign-up),
 * one 30-minute service, 20 clients and 1,000 appointments: eight a day at 09:00, 10:00 ... 16:00 local time,
 * from 60 days back, so they never overlap and the exclusion constraint accepts them. One in ten is cancelled.
 */
import type pg from 'pg';

export const BENCH_TZ = 'America/New_York';
const PER_BUSINESS = 1000;

/** Gives an existing business (the signed-up one) its service, clients and appointments. */
export async function fillBusiness(pool: pg.Pool, businessId: number): Promise<{ serviceId: number }> {
  await pool.query(
    `update businesses set timezone = $2, subscription_tier = 'enterprise', subscription_status = 'active'
     where id = $1`,
    [businessId, BENCH_TZ],
  );
  const { rows } = await pool.query<{ id: number }>(
    `insert into services (business_id, name, duration, price) values ($1, 'Bench cut', 30, 40) returning id`,
    [businessId],
  );
  await fillClientsAndAppointments(pool, [businessId]);
  return { serviceId: rows[0]?.id ?? 0 };
}

/** Adds `count` more businesses, each filled like the measured one, in batches of 50. */
export async function addBusinesses(pool: pg.Pool, from: number, count: number): Promise<void> {
  for (let start = from; start < from + count; start += 50) {
    const end = Math.min(start + 50, from + count) - 1;
    const { rows } = await pool.query<{ id: number }>(
      `insert into businesses (name, slug, timezone, subscription_tier, subscription_status)
       select 'Bench business ' || g, 'bench-business-' || g, $3, 'enterprise', 'active'
       from generate_series($1::int, $2::int) g returning id`,
      [start, end, BENCH_TZ],
    );
    const ids = rows.map((r) => r.id);
    await pool.query(
      `insert into staff (business_id, first_name, last_name, email, role)
       select id, 'Bench', 'Stylist', 'stylist-' || id || '@bench.test', 'staff' from unnest($1::int[]) id`,
      [ids],
    );
    await pool.query(
      `insert into services (business_id, name, duration, price)
       select id, 'Bench cut', 30, 40 from unnest($1::int[]) id`,
      [ids],
    );
    await fillClientsAndAppointments(pool, ids);
  }
}

async function fillClientsAndAppointments(pool: pg.Pool, ids: number[]): Promise<void> {
  await pool.query(
    `insert into clients (business_id, name, email)
     select id, 'Client ' || n, 'client-' || n || '-' || id || '@bench.test'
     from unnest($1::int[]) id cross join generate_series(1, 20) n`,
    [ids],
  );
  await pool.query(
    `insert into appointments (business_id, client_id, service_id, staff_id, date, start_time, end_time,
                               timezone, starts_at, ends_at, status)
     select b.id, c.ids[1 + i % 20], sv.id, st.id, to_char(x.d, 'YYYY-MM-DD'), to_char(x.t, 'HH24:MI'),
            to_char(x.t + interval '30 minutes', 'HH24:MI'), b.timezone,
            (x.d + x.t) at time zone b.timezone, (x.d + x.t + interval '30 minutes') at time zone b.timezone,
            case when i % 10 = 0 then 'cancelled' when x.d < current_date then 'completed' else 'confirmed' end
     from businesses b
     cross join lateral (select min(id) as id from staff where business_id = b.id) st
     cross join lateral (select min(id) as id from services where business_id = b.id) sv
     cross join lateral (select array_agg(id order by id) as ids from clients where business_id = b.id) c
     cross join generate_series(0, $2::int - 1) i
     cross join lateral (select current_date - 60 + i / 8 as d, time '09:00' + (i % 8) * interval '1 hour' as t) x
     where b.id = any($1::int[])`,
    [ids, PER_BUSINESS],
  );
}
