// Around the PostgreSQL pass of `npm test`: `--drop` first removes what a crashed earlier run left; without it,
// fails when this run's tests left a database behind (fd_test_*, fd_template_*).
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) process.exit(0);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  "SELECT datname FROM pg_database WHERE datname LIKE 'fd\\_test\\_%' OR datname LIKE 'fd\\_template\\_%' ORDER BY 1",
);
if (process.argv.includes('--drop')) {
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
  process.exit(0);
}
await client.end();
if (rows.length > 0) {
  console.error(`${rows.length} test database(s) left behind: ${rows.map((r) => r.datname).join(', ')}`);
  process.exit(1);
}
console.log('No test databases left behind.');
