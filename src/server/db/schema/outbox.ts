import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, instant } from './columns';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    // Nullable: platform mail (sign-up, password reset) belongs to no business.
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'email', or 'sms' (a text message: recipient is the number in E.164, body the text). */
    channel: text('channel').default('email').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML alternative (a business's branded layout); the text body is always sent too. */
    html: text('html'),
    /** Files sent with it (a scheduled report's PDF and CSV), base64. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Extra headers (a marketing email's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').default('pending').notNull(),
    /** The round that claimed it while `sending` (jobs/outbox.ts): a round checks it still holds it before a send. */
    claimToken: text('claim_token'),
    attempts: integer('attempts').default(0).notNull(),
    nextAttemptAt: instant('next_attempt_at').defaultNow().notNull(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    // What retention deletes (jobs/retention.ts), found without reading every sent message.
    index('outbox_finished_created_idx').on(t.createdAt).where(sql`${t.status} in ('sent', 'failed')`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
