import pg from 'pg';

/**
 * Drops and recreates the database `name` on the benchmark's PostgreSQL server (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL's server, else postgres@127.0.0.1:5432) and returns its URL.
 */
export async function freshBenchDatabase(name: string): Promise<string> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const bench = new URL(base);
  bench.pathname = `/${name}`;
  return bench.toString();
}
