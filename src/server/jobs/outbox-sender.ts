import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { deliverDueEmails, type MailTransport, type SmsSender } from './outbox';
import { type JobLogger, startPeriodicJob } from './periodic';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (email) => {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      });
    },
  };
}

/** Polls the outbox; `stop()` waits for the round in flight, so shutdown never cuts a send in half. */
export function startOutboxSender({
  db,
  transport,
  sms,
  log,
  intervalMs = 5000,
}: {
  db: Database;
  transport?: MailTransport;
  sms?: SmsSender;
  log: JobLogger;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    name: 'outbox round',
    intervalMs,
    log,
    round: async () => {
      const result = await deliverDueEmails({ db, transport, sms });
      if (result.sent || result.failed) log.info(result, 'outbox round');
    },
  });
}
