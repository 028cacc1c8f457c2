import path from 'node:path';
import { buildApp } from './app';
import { appRoot } from './app-root';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './db/seed/demo';
import { drain } from './drain';
import { startAuditRetentionJob } from './jobs/audit-retention';
import { startCampaignJob } from './jobs/campaigns';
import { startDataJobRunner } from './jobs/data-jobs';
import { startFlowJob } from './jobs/flows';
import { startReminderJob } from './jobs/reminders';
import { startScheduledReportsJob } from './jobs/scheduled-reports';
import { startWaitlistHoldJob } from './jobs/waitlist-holds';
import { loggerOptions } from './logging';
import { startBillingJob } from './modules/billing/lifecycle';

/** How long a stop waits for the requests and job rounds in flight; a deploy's own grace time should be longer. */
const DRAIN_MS = 10_000;

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
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl })
    : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  step('Applying migrations...');
  await runMigrations(handle, { onWait: () => step("Waiting for another instance's migrations...") });
  // `npm run migrate`: a deploy's one-shot step before the instances start (they would wait for it anyway).
  if (process.argv.includes('migrate')) {
    await handle.close();
    console.log('Migrations are at the latest.');
    return;
  }

  // Stripe when its key is set (README); otherwise buildApp uses the offline demo provider. The SDKs of Stripe,
  // Twilio and nodemailer load only when configured: each adds about a tenth of a second to every start.
  const billing = config.stripeSecretKey
    ? (await import('./modules/billing/stripe/provider')).createStripeBilling({
        secretKey: config.stripeSecretKey,
        publishableKey: config.stripePublishableKey,
        webhookSecret: config.stripeWebhookSecret,
        priceId: config.stripePriceId,
        launchCouponId: config.stripeLaunchCoupon,
      })
    : undefined;
  const app = await buildApp({
    db: handle.db,
    billing,
    signupsPerHour: config.signupsPerHour,
    webDir: path.resolve(appRoot, process.env.WEB_DIR ?? 'dist/web'),
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    uploads: config.uploads,
    metricsToken: config.metricsToken,
  });

  let demoReady = false;
  if (config.seedDemo) {
    const seeded = await seedDemo(handle.db, new Date(), () => step('Seeding the demo business...'));
    demoReady = true;
    if (seeded) app.log.info({ businessId: seeded.businessId }, 'seeded the demo business');
  }

  // Without SMTP_URL mail waits in the outbox table; setting it later sends what queued up. Texts are queued
  // only while a provider is configured (flows record them as not sent otherwise).
  const outbox = config.smtpUrl || config.twilio ? await import('./jobs/outbox-sender') : undefined;
  const outboxSender = outbox?.startOutboxSender({
    db: handle.db,
    transport: config.smtpUrl ? outbox.smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    sms: config.twilio ? (await import('./modules/flows/sms')).twilioSmsSender(config.twilio) : undefined,
    log: app.log,
    intervalMs: config.outboxIntervalMs,
  });

  const reminders = startReminderJob({ db: handle.db, log: app.log });
  const billingJob = startBillingJob({ db: handle.db, log: app.log });
  const scheduledReports = startScheduledReportsJob({ db: handle.db, log: app.log });
  const campaignsJob = startCampaignJob({ db: handle.db, log: app.log });
  const flowsJob = startFlowJob({ db: handle.db, log: app.log });
  const waitlistJob = startWaitlistHoldJob({ db: handle.db, log: app.log });
  const auditRetentionJob = startAuditRetentionJob({ db: handle.db, log: app.log });
  const dataJobs = startDataJobRunner({ db: handle.db, log: app.log });

  step('Starting the server...');
  await app.listen({ port: config.port, host: config.host });
  const where = handle.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nFrontdesk is running at http://localhost:${config.port} (${where})`);
  if (demoReady) console.log(`Demo login: email ${DEMO_LOGIN.email} password ${DEMO_LOGIN.password}\n`);

  const jobs = [
    reminders,
    billingJob,
    scheduledReports,
    campaignsJob,
    flowsJob,
    waitlistJob,
    auditRetentionJob,
    dataJobs,
    outboxSender,
  ].filter((job) => job !== undefined);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Requests and job rounds in flight get the drain time; the log says whether they finished (drain.ts).
      const outcome = await drain({ app, jobs, drainMs: DRAIN_MS, log: app.log });
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
