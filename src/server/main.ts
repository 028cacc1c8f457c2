import path from 'node:path';
import { buildApp } from './app';
import { appRoot } from './app-root';
import { type Config, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './db/seed/demo';
import { drain } from './drain';
import { type InstanceState, newInstanceState } from './instance-state';
import { startJobs } from './jobs/start-jobs';
import { loggerOptions } from './logging';
import { buildWorkerApp } from './worker-app';

/**
 * How long a stop waits for the requests and job rounds in flight, after its serving time (DRAIN_SECONDS); a
 * deploy's grace time should be longer than both together (deploy/compose.yaml's stop_grace_period).
 */
const FINISH_MS = 10_000;

/** A start-up step, said before it runs: a first start takes several seconds and should never look stuck. */
function step(what: string) {
  console.log(what);
}

async function main() {
  const config = loadConfig();
  step(
    config.databaseUrl
      ? 'Connecting to PostgreSQL...'
      : `Opening the embedded database in ${config.dataDir}...`,
  );
  const handle = config.databaseUrl
    ? await openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        directUrl: config.databaseDirectUrl,
        poolSize: config.databasePoolSize,
      })
    : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  step('Applying migrations...');
  await runMigrations(handle, { onWait: () => step("Waiting for another instance's migrations...") });
  // `npm run migrate`: a deploy's one-shot step before the instances start (they would wait for it anyway).
  if (process.argv.includes('migrate')) {
    await handle.close();
    console.log('Migrations are at the latest.');
    return;
  }

  const instance = newInstanceState();
  const app =
    config.role === 'worker'
      ? await workerApp(handle, config, instance)
      : await webApp(handle, config, instance);

  let demoReady = false;
  if (config.seedDemo && config.role !== 'worker') {
    const seeded = await seedDemo(handle.db, new Date(), () => step('Seeding the demo business...'));
    demoReady = true;
    if (seeded) app.log.info({ businessId: seeded.businessId }, 'seeded the demo business');
  }

  // The periodic jobs run on workers (FRONTDESK_ROLE worker, or all: the default, one process doing both).
  const jobs = config.role === 'web' ? [] : await startJobs(handle.db, config, app.log);

  step('Starting the server...');
  await app.listen({ port: config.port, host: config.host });
  const where = handle.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const as = config.role === 'all' ? '' : ` as a ${config.role}`;
  console.log(`\nFrontdesk is running${as} at http://localhost:${config.port} (${where})`);
  if (demoReady) console.log(`Demo login: email ${DEMO_LOGIN.email} password ${DEMO_LOGIN.password}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Readiness fails at once; a web instance serves on for DRAIN_SECONDS while the load balancer moves
      // away, then closes; what is in flight gets FINISH_MS; the log says whether it finished (drain.ts).
      const outcome = await drain({
        app,
        jobs,
        instance,
        // Ctrl-C (SIGINT) is someone at a terminal, not a load balancer's deploy: no serving time.
        servingMs: config.role === 'worker' || signal === 'SIGINT' ? 0 : config.drainMs,
        finishMs: FINISH_MS,
        log: app.log,
      });
      // Abandoned work may still hold the database; closing it must not keep the process from going.
      setTimeout(() => process.exit(1), 5_000).unref();
      await handle.close();
      process.exit(outcome === 'finished' ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** HTTP and `/ws`: FRONTDESK_ROLE web or all. */
async function webApp(handle: DatabaseHandle, config: Config, instance: InstanceState) {
  // Stripe when its key is set (README); otherwise buildApp uses the offline demo provider. Stripe's SDK loads
  // only when configured: it adds about a tenth of a second to every start.
  const billing = config.stripeSecretKey
    ? (await import('./modules/billing/stripe/provider')).createStripeBilling({
        secretKey: config.stripeSecretKey,
        publishableKey: config.stripePublishableKey,
        webhookSecret: config.stripeWebhookSecret,
        priceId: config.stripePriceId,
        launchCouponId: config.stripeLaunchCoupon,
      })
    : undefined;
  return buildApp({
    db: handle.db,
    billing,
    signupsPerHour: config.signupsPerHour,
    webDir: path.resolve(appRoot, process.env.WEB_DIR ?? 'dist/web'),
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    uploads: config.uploads,
    metricsToken: config.metricsToken,
    listenUrl: handle.directUrl,
    instance,
  });
}

/** Health, readiness and metrics only: FRONTDESK_ROLE worker. */
function workerApp(handle: DatabaseHandle, config: Config, instance: InstanceState) {
  return buildWorkerApp({
    db: handle.db,
    logger: loggerOptions(config.logLevel),
    metricsToken: config.metricsToken,
    instance,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
