import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { absoluteImageAddress } from '../../contract/images';
import { hasFeature, subscriptionTiers, tierFeatures } from '../../contract/plans';
import type { Database, DbOrTx } from '../db/client';
import { businesses, type OutboxMessage, outbox } from '../db/schema/index';
import { publicOrigin } from '../lib/public-url';
import { renderBrandedEmail } from './branded-email';

export type EmailAttachment = { filename: string; contentType: string; content: Buffer };
export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on marketing email. */
  headers?: Record<string, string> | null;
  /**
   * The outbox row's own name for the message (`outbox-{id}-{created}`), the same on every try: the Message-ID's
   * left part, so a receiver can tell a repeat (a worker killed between the server's acceptance and its record).
   */
  key?: string;
};
export type MailTransport = {
  send: (email: Email) => Promise<void>;
  /** Ends a kept-open connection (a stop). */
  close?: () => void;
};
/** A text message provider (Twilio, modules/flows/sms.ts). */
export type SmsSender = { send: (to: string, body: string) => Promise<void> };

export const MAX_ATTEMPTS = 5;
/**
 * A claimed message whose sender died is claimed again after this long (OUTBOX_LEASE_SECONDS). Each message's
 * lease is renewed just before its send, and one send is bounded by the SMTP timeouts (outbox-sender.ts), far
 * inside it: a live sender never loses a message to another.
 */
export const DEFAULT_LEASE_SECONDS = 120;

/** Writes an email in the caller's transaction; it leaves only if the write it belongs to commits. Answers its id. */
export async function enqueueEmail(
  db: DbOrTx,
  email: Email & { kind: string; businessId?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      businessId: email.businessId ?? null,
      kind: email.kind,
      recipient: email.to,
      subject: email.subject,
      body: email.text,
      html: email.html ?? null,
      attachments: email.attachments?.length
        ? email.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          }))
        : null,
      headers: email.headers ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert returned no outbox row');
  return row.id;
}

/**
 * Writes a text message in the caller's transaction, to go through the outbox like an email (retries, claims,
 * once): `to` in E.164.
 */
export async function enqueueSms(
  db: DbOrTx,
  sms: { to: string; body: string; kind: string; businessId: number },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      businessId: sms.businessId,
      kind: sms.kind,
      channel: 'sms',
      recipient: sms.to,
      subject: 'Text message',
      body: sms.body,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert returned no outbox row');
  return row.id;
}

/** The client emails a business can turn off (Settings → Notifications), by outbox kind. */
export const CLIENT_EMAIL_PREFERENCES = {
  appointment_confirmation: businesses.emailClientConfirmations,
  /** A booking's new time, length, staff member or cancellation: it corrects a confirmation. */
  appointment_change: businesses.emailClientConfirmations,
  appointment_reminder: businesses.emailClientReminders,
  sale_receipt: businesses.emailClientReceipts,
  review_request: businesses.emailClientReviewRequests,
} as const;
export type ClientEmailKind = keyof typeof CLIENT_EMAIL_PREFERENCES;

/**
 * A client notification (confirmation, reminder, receipt): queued only while the business's plan includes
 * email_notifications (spec §6) and the business has not turned that kind of email off. A free business's
 * bookings and sales still work, without mail.
 */
export async function enqueueClientNotification(
  db: DbOrTx,
  email: Email & { kind: ClientEmailKind; businessId: number },
): Promise<boolean> {
  const [business] = await db
    .select({
      name: businesses.name,
      subscriptionTier: businesses.subscriptionTier,
      subscriptionStatus: businesses.subscriptionStatus,
      logoUrl: businesses.logoUrl,
      accentColor: businesses.accentColor,
      wanted: CLIENT_EMAIL_PREFERENCES[email.kind],
    })
    .from(businesses)
    .where(eq(businesses.id, email.businessId));
  if (!business || !hasFeature(business, 'email_notifications')) return false;
  if (!business.wanted) return false;
  await enqueueEmail(db, { ...email, html: brandedHtml(business, email) });
  return true;
}

type Branding = Pick<
  typeof businesses.$inferSelect,
  'name' | 'subscriptionTier' | 'subscriptionStatus' | 'logoUrl' | 'accentColor'
>;

/** custom_branding: the business's logo and colour around the same words, as an HTML alternative. */
function brandedHtml(business: Branding, email: Pick<Email, 'subject' | 'text'>): string | null {
  const branded =
    hasFeature(business, 'custom_branding') && Boolean(business.logoUrl || business.accentColor);
  if (!branded) return null;
  // An uploaded logo's address is a path on this server; a mail client needs the whole address.
  const logoUrl = business.logoUrl ? absoluteImageAddress(business.logoUrl, publicOrigin()) : null;
  return renderBrandedEmail({ ...business, logoUrl, subject: email.subject, text: email.text });
}

/**
 * An email a client asked for themselves (a walk-in's place in line, a waitlist's held time): no plan gate
 * or preference, but the same branded HTML alternative as the business's other client emails.
 */
export async function enqueueBrandedEmail(db: DbOrTx, email: Email & { kind: string; businessId: number }) {
  const [business] = await db
    .select({
      name: businesses.name,
      subscriptionTier: businesses.subscriptionTier,
      subscriptionStatus: businesses.subscriptionStatus,
      logoUrl: businesses.logoUrl,
      accentColor: businesses.accentColor,
    })
    .from(businesses)
    .where(eq(businesses.id, email.businessId));
  return enqueueEmail(db, { ...email, html: business ? brandedHtml(business, email) : null });
}

/** The tiers whose plan sends client emails, for queries that pick businesses in bulk (reminders). */
export const EMAIL_TIERS = subscriptionTiers.filter((t) => tierFeatures[t].includes('email_notifications'));

/** 1, 2, 4, 8 minutes between tries. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Claims due messages in one statement (SKIP LOCKED, so several instances never claim the same row) under this
 * round's token and a lease, then sends each outside any transaction: the embedded database runs one session at
 * a time, and an SMTP round trip must not hold it. A row whose lease ran out (its sender died, `kill -9`) is due
 * again and another round takes it over with a new token.
 */
async function claimDue(
  db: Database,
  clock: SQL,
  batchSize: number,
  channels: string[],
  token: string,
  leaseSeconds: number,
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')),
        sql`${outbox.nextAttemptAt} <= ${clock}`,
        // Only what this instance can send: texts wait for a provider, emails for SMTP.
        inArray(outbox.channel, channels),
      ),
    )
    .orderBy(outbox.id)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      status: 'sending',
      claimToken: token,
      nextAttemptAt: sql`${clock} + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  // Oldest first: UPDATE … RETURNING answers in no particular order.
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Renews one claimed message's lease just before its send, if this round still holds it: a round slower than
 * its lease (a stalled SMTP server) finds the rest of its batch taken over and sends none of it twice.
 */
async function stillOurs(db: Database, id: number, token: string, clock: SQL, leaseSeconds: number) {
  const renewed = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`${clock} + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, token), eq(outbox.status, 'sending')))
    .returning({ id: outbox.id });
  return renewed.length > 0;
}

export async function deliverDueEmails({
  db,
  transport,
  sms,
  now,
  batchSize = 20,
  leaseSeconds = DEFAULT_LEASE_SECONDS,
}: {
  db: Database;
  /** Email: absent, emails wait (SMTP_URL unset). */
  transport?: MailTransport;
  /** Text messages: absent, texts wait (no provider). */
  sms?: SmsSender;
  /** Defaults to the database's clock, which also stamped the messages. */
  now?: Date;
  batchSize?: number;
  /** OUTBOX_LEASE_SECONDS: how long a claimed message waits for a sender that died. */
  leaseSeconds?: number;
}): Promise<{ sent: number; failed: number }> {
  const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const channels = [...(transport ? ['email'] : []), ...(sms ? ['sms'] : [])];
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const token = randomUUID();
  const claimed = await claimDue(db, clock, batchSize, channels, token, leaseSeconds);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    if (!(await stillOurs(db, message.id, token, clock, leaseSeconds))) continue;
    try {
      if (message.channel === 'sms') await sms?.send(message.recipient, message.body);
      else
        await transport?.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          html: message.html,
          headers: message.headers,
          key: `outbox-${message.id}-${message.createdAt.getTime()}`,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: Buffer.from(a.contentBase64, 'base64'),
                })),
              }
            : {}),
        });
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${outbox.attempts} + 1`,
          lastError: null,
          claimToken: null,
        })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(outbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          claimToken: null,
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`${clock} + make_interval(secs => ${retryDelayMs(attempts) / 1000})`,
        })
        .where(eq(outbox.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
