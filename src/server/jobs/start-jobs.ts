import type { Config } from '../config';
import type { Database } from '../db/client';
import type { StoppableJob } from '../drain';
import { startBillingJob } from '../modules/billing/lifecycle';
import { startAuditRetentionJob } from './audit-retention';
import { startCampaignJob } from './campaigns';
import { startDataJobRunner } from './data-jobs';
import { startFlowJob } from './flows';
import type { JobLogger } from './periodic';
import { startReminderJob } from './reminders';
import { startRetentionJob } from './retention';
import { startScheduledReportsJob } from './scheduled-reports';
import { startWaitlistHoldJob } from './waitlist-holds';

/**
 * The periodic jobs of a worker (FRONTDESK_ROLE worker or all). Every one claims its work in PostgreSQL (SKIP
 * LOCKED rows, each effect in the claiming transaction; the outbox's sends under a lease), so any number of
 * workers may run them: each email, text, charge, report and campaign message goes out once (README,
 * "Running several instances").
 */
export async function startJobs(db: Database, config: Config, log: JobLogger): Promise<StoppableJob[]> {
  // Without SMTP_URL mail waits in the outbox table; setting it later sends what queued up. Texts are queued
  // only while a provider is configured (flows record them as not sent otherwise). The SDKs of Twilio and
  // nodemailer load only when configured: each adds about a tenth of a second to every start.
  const outbox = config.smtpUrl || config.twilio ? await import('./outbox-sender') : undefined;
  const outboxSender = outbox?.startOutboxSender({
    db,
    transport: config.smtpUrl ? outbox.smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    sms: config.twilio ? (await import('../modules/flows/sms')).twilioSmsSender(config.twilio) : undefined,
    log,
    intervalMs: config.outboxIntervalMs,
    leaseSeconds: config.outboxLeaseSeconds,
  });
  const jobs = [
    startReminderJob({ db, log }),
    startBillingJob({ db, log }),
    startScheduledReportsJob({ db, log }),
    startCampaignJob({ db, log }),
    startFlowJob({ db, log }),
    startWaitlistHoldJob({ db, log }),
    startAuditRetentionJob({ db, log }),
    startRetentionJob({ db, log, retentionDays: config.retentionDays }),
    startDataJobRunner({ db, log }),
    ...(outboxSender ? [outboxSender] : []),
  ];
  // Every job's first round runs now, not a full interval after a start: a worker restarted by a deploy takes up
  // what is due at once (and the hourly ones would otherwise never run where deploys come more often).
  for (const job of jobs) job.wake();
  return jobs;
}
