import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DataJobError, DataJobResult } from '../../../contract/data-jobs';
import { businessId } from './businesses';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * An import or export that runs outside the request that asked for it (jobs/data-jobs.ts). A runner works a
 * job in one transaction holding the row's lock; when its process stops, the transaction rolls back, the lock
 * goes with the connection, and the next round (after a restart, or on another instance) runs it again.
 */
export const dataJobs = pgTable(
  'data_jobs',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** 'clients.import' or 'clients.export'. */
    kind: text('kind').notNull(),
    /** 'queued', 'running' (a runner has claimed it at least once), 'done' or 'failed'. */
    status: text('status').default('queued').notNull(),
    /** What the job reads (an import's CSV text); cleared when the job ends. */
    input: text('input'),
    /** What it wrote for download (an export's CSV text), kept until the job is purged. */
    output: text('output'),
    fileName: text('file_name'),
    result: jsonb('result').$type<DataJobResult>(),
    error: jsonb('error').$type<DataJobError>(),
    /**
     * When a runner last claimed it. A claim holds for a few seconds before the runner locks the row for the
     * work; a 'running' job with an older claim and no lock was left by a stopped process.
     */
    claimedAt: instant('claimed_at'),
    /** How many times a runner has started it; a job that stops this often without finishing fails. */
    attempts: integer('attempts').default(0).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('data_jobs_open_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
    index('data_jobs_business_idx').on(t.businessId, t.id),
    index('data_jobs_finished_idx').on(t.finishedAt),
    check('data_jobs_kind_check', sql`${t.kind} in ('clients.import', 'clients.export')`),
    check('data_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type DataJobRow = typeof dataJobs.$inferSelect;
