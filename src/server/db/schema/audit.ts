import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant } from './columns';

/**
 * Settings → Activity: who did what, from where, with the fields before and after (issue 32). Append-only: a
 * trigger (migration 0034) refuses every UPDATE, and a DELETE of a row younger than 400 days unless its
 * business is gone. The actor is copied, not referenced, so the line outlives the member.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    occurredAt: instant('occurred_at').defaultNow().notNull(),
    /** Null for the system (a job) or someone not signed in (a failed sign-in names the account in `target`). */
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    /** session, apiToken or system. */
    actorVia: text('actor_via').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_business_time_idx').on(t.businessId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_business_action_idx').on(t.businessId, t.action, t.occurredAt.desc()),
    index('audit_events_business_actor_idx')
      .on(t.businessId, t.actorUserId, t.occurredAt.desc())
      .where(sql`${t.actorUserId} is not null`),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
