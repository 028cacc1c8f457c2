import {
  DATA_JOB_KEPT_HOURS,
  DATA_JOB_MAX_ATTEMPTS,
  type DataJobKind,
  type DataJobResult,
} from '../../../contract/data-jobs';
import type { Database, Tx } from '../../db/client';
import type { DataJobRow } from '../../db/schema/index';
import { HttpError } from '../../lib/http-errors';
import {
  claimJob,
  deleteJobsFinishedBefore,
  giveUpJob,
  lockNextOpenJob,
  lockRunningJob,
  markJobDone,
  markJobFailed,
} from './repository';

/** What one kind does, inside the job's transaction; an HttpError under 500 ends the job as failed. */
export type DataJobHandler = (
  tx: Tx,
  job: Pick<DataJobRow, 'id' | 'businessId' | 'input'>,
) => Promise<DataJobResult & { output?: string; fileName?: string }>;
export type DataJobHandlers = Record<DataJobKind, DataJobHandler>;

export type DataJobOutcome = {
  id: number;
  kind: DataJobKind;
  businessId: number;
  attempt: number;
  /** skipped: another runner took it between the claim and the work. */
  outcome: 'done' | 'failed' | 'skipped';
  rows?: number;
  message?: string;
};

/** An import's refusal lists each bad row; a job keeps the first this many (the message gives the count). */
const KEPT_ERRORS = 500;

/** Which job an outcome is about, and at which attempt. */
const jobOf = (row: DataJobRow) => ({
  id: row.id,
  kind: row.kind as DataJobKind,
  businessId: row.businessId,
  attempt: row.attempts,
});

const gaveUp = (kind: DataJobKind) =>
  `This ${kind === 'clients.import' ? 'import' : 'export'} stopped ${DATA_JOB_MAX_ATTEMPTS} times before it could finish; nothing was ${kind === 'clients.import' ? 'imported' : 'written'}. Try again.`;

/**
 * Takes the oldest open job no runner holds (SKIP LOCKED, and no claim in the last seconds) and counts the
 * attempt. A job left 'running' with no lock and an old claim was abandoned by a stopped process; it is taken
 * again, until it has been started too often.
 */
async function claimNext(db: Database): Promise<{ row: DataJobRow; gaveUp: boolean } | null> {
  return db.transaction(async (tx) => {
    const next = await lockNextOpenJob(tx);
    if (!next) return null;
    if (next.attempts >= DATA_JOB_MAX_ATTEMPTS) {
      const failed = await giveUpJob(tx, next.id, { message: gaveUp(next.kind as DataJobKind), errors: [] });
      return failed ? { row: failed, gaveUp: true } : null;
    }
    const claimed = await claimJob(tx, next.id, next.startedAt ?? new Date());
    return claimed ? { row: claimed, gaveUp: false } : null;
  });
}

/**
 * Does a claimed job in one transaction that holds its row's lock to the end: the work and the job's end
 * commit together or not at all. Null when another runner holds or has finished it.
 */
async function work(db: Database, handlers: DataJobHandlers, id: number): Promise<DataJobOutcome | null> {
  return db.transaction(async (tx) => {
    const row = await lockRunningJob(tx, id);
    if (!row) return null;
    const kind = row.kind as DataJobKind;
    const base = jobOf(row);
    try {
      // A savepoint: a refusal part way through undoes the job's writes but keeps the lock and records it.
      const done = await tx.transaction((sp) => handlers[kind](sp, row));
      await markJobDone(tx, id, done);
      return { ...base, outcome: 'done', rows: done.rows };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const body = error.toBody();
      await markJobFailed(tx, id, {
        message: body.message,
        errors: (body.errors ?? []).slice(0, KEPT_ERRORS),
      });
      return { ...base, outcome: 'failed', message: body.message };
    }
  });
}

/**
 * Runs the next open job, if any, and says how it ended. `onStart` hears which job is being worked (for a
 * stop's log). Anything but a refusal (the database went away, a bug) rolls the work back and leaves the job
 * to be taken again.
 */
export async function runNextDataJob(
  db: Database,
  handlers: DataJobHandlers,
  onStart?: (job: { id: number; kind: DataJobKind; attempt: number } | null) => void,
): Promise<DataJobOutcome | null> {
  const claimed = await claimNext(db);
  if (!claimed) return null;
  const { row } = claimed;
  const job = jobOf(row);
  if (claimed.gaveUp) return { ...job, outcome: 'failed', message: row.error?.message };
  onStart?.(job);
  try {
    return (await work(db, handlers, row.id)) ?? { ...job, outcome: 'skipped' };
  } finally {
    onStart?.(null);
  }
}

/** Forgets jobs (and export files) finished more than a day ago. */
export async function purgeFinishedDataJobs(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DATA_JOB_KEPT_HOURS * 3_600_000);
  const gone = await deleteJobsFinishedBefore(db, before);
  return gone.length;
}
