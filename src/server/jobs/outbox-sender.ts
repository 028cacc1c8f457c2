import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { deliverDueEmails, type MailTransport, type SmsSender } from './outbox';
import { type JobLogger, startPeriodicJob } from './periodic';

/**
 * Bounds on one send, far inside the outbox's lease (jobs/outbox.ts): nodemailer's own wait up to 10 minutes for
 * a stalled server, long enough for a second worker to take the message over and send it again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The domain of the From address, for Message-IDs (`Frontdesk <no-reply@book.example.com>`). */
function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'frontdesk.local';
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // One connection kept open and reused for the round's messages, rather than a new one (and TLS) per message.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    ...SMTP_TIMEOUTS,
  });
  const domain = domainOf(from);
  return {
    send: async (email) => {
      await transporter.sendMail({
        from,
        // The same on every try of one outbox row: a repeat after a worker died mid-send is recognisable.
        ...(email.key ? { messageId: `<${email.key}@${domain}>` } : {}),
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Polls the outbox; `stop()` waits for the round in flight, so shutdown never cuts a send in half. */
export function startOutboxSender({
  db,
  transport,
  sms,
  log,
  intervalMs = 5000,
  leaseSeconds,
}: {
  db: Database;
  transport?: MailTransport;
  sms?: SmsSender;
  log: JobLogger;
  intervalMs?: number;
  leaseSeconds?: number;
}) {
  const job = startPeriodicJob({
    name: 'outbox round',
    intervalMs,
    log,
    round: async () => {
      const result = await deliverDueEmails({ db, transport, sms, leaseSeconds });
      if (result.sent || result.failed) log.info(result, 'outbox round');
    },
  });
  return {
    ...job,
    stop: async () => {
      await job.stop();
      transport?.close?.();
    },
  };
}
