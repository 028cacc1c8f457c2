import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { logSafeError } from '../logging';
import { deliverDueEmails, type MailTransport } from './outbox';

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
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      });
    },
  };
}

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/** Polls the outbox; `stop()` waits for the round in flight, so shutdown never cuts a send in half. */
export function startOutboxSender({
  db,
  transport,
  log,
  intervalMs = 5000,
}: {
  db: Database;
  transport: MailTransport;
  log: Logger;
  intervalMs?: number;
}) {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  const round = async () => {
    try {
      const result = await deliverDueEmails({ db, transport });
      if (result.sent || result.failed) log.info(result, 'outbox round');
    } catch (error) {
      log.error({ err: logSafeError(error) }, 'outbox round failed');
    }
  };
  const timer = setInterval(() => {
    // A slow round is not stacked on: the next tick after it ends starts the next one.
    if (stopped || inFlight) return;
    inFlight = round().finally(() => {
      inFlight = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
