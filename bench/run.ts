/**
 * `npm run bench [session|scheduling ...]`: runs the named benchmarks (all by default), one after another.
 *   session     what a signed-in request costs over an anonymous one (embedded PGlite, app.inject)
 *   scheduling  the month calendar and slots calls over HTTP next to a bare node:http + pg server running
 *               the same SQL, on PostgreSQL with 1,000 businesses x 1,000 appointments (needs PostgreSQL:
 *               BENCH_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres@127.0.0.1:5432)
 *   clients     the clients list at 500 vs 50,000 clients (PostgreSQL, as above)
 *   seed        the demo seed on a fresh embedded database, next to one sign-up
 *   contract    the zod response serializer next to a bare JSON.stringify of the same answers
 *   reports     the reports' overview: 30 days at 10k vs 1M appointments, one year through the app vs bare (PostgreSQL)
 *   fleet       deploy/compose.yaml's layout on loopback (haproxy, PgBouncer, the built server as web and worker
 *               processes): the month call with 1, 2 and 3 web instances, every email once with a worker killed
 *               (kill -9) mid-round, chat across instances, a rolling restart under load (PostgreSQL, haproxy
 *               and pgbouncer installed; about 3 minutes)
 * Results are printed; bench/RESULTS.md records them by hand with the date and the machine.
 */
import { spawnSync } from 'node:child_process';

const all = ['session', 'scheduling', 'clients', 'seed', 'contract', 'reports', 'fleet'];
const chosen = process.argv.slice(2).filter((a) => all.includes(a));
let failed = false;
for (const name of chosen.length ? chosen : all) {
  console.log(`\n=== bench: ${name} ===`);
  const script = name === 'scheduling' ? 'bench/scheduling/run.ts' : `bench/${name}.ts`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
