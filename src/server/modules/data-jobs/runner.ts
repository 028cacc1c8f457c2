import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import {
  DATA_JOB_KEPT_HOURS,
  DATA_JOB_MAX_ATTEMPTS,
  type DataJobKind,
  type DataJobResult,
} from '../../../contract/data-jobs';
import type { Database, Tx } from '../../db/client';
import { type DataJobRow, dataJobs } from '../../db/schema/index';
import { HttpError } from '../../lib/http-errors';

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

/** A claim's hold: the moment between a runner's claim and its lock on the row for the work. */
const CLAIM_HOLD = sql`interval '10 seconds'`;

/**
 * Takes the oldest open job no runner holds (SKIP LOCKED, and no claim in the last seconds) and counts the
 * attempt. A job left 'running' with no lock and an old claim was abandoned by a stopped process; it is taken
 * again, until it has been started too often.
 */
async function claimNext(db: Database): Promise<{ row: DataJobRow; gaveUp: boolean } | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(dataJobs)
      .where(
        or(
          eq(dataJobs.status, 'queued'),
          and(eq(dataJobs.status, 'running'), lt(dataJobs.claimedAt, sql`now() - ${CLAIM_HOLD}`)),
        ),
      )
      .orderBy(asc(dataJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    if (next.attempts >= DATA_JOB_MAX_ATTEMPTS) {
      const [failed] = await tx
        .update(dataJobs)
        .set({
          status: 'failed',
          input: null,
          error: { message: gaveUp(next.kind as DataJobKind), errors: [] },
          finishedAt: new Date(),
        })
        .where(eq(dataJobs.id, next.id))
        .returning();
      return failed ? { row: failed, gaveUp: true } : null;
    }
    const [claimed] = await tx
      .update(dataJobs)
      .set({
        status: 'running',
        attempts: sql`${dataJobs.attempts} + 1`,
        claimedAt: sql`now()`,
        startedAt: next.startedAt ?? new Date(),
      })
      .where(eq(dataJobs.id, next.id))
      .returning();
    return claimed ? { row: claimed, gaveUp: false } : null;
  });
}

/**
 * Does a claimed job in one transaction that holds its row's lock to the end: the work and the job's end
 * commit together or not at all. Null when another runner holds or has finished it.
 */
async function work(db: Database, handlers: DataJobHandlers, id: number): Promise<DataJobOutcome | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataJobs)
      .where(and(eq(dataJobs.id, id), eq(dataJobs.status, 'running')))
      // Waits rather than skips: another runner's claim may hold the row for a moment (a claim's scan locks
      // the rows it looks at), and one that did the job meanwhile leaves it 'done', which this then skips.
      .for('update');
    if (!row) return null;
    const kind = row.kind as DataJobKind;
    const base = jobOf(row);
    try {
      // A savepoint: a refusal part way through undoes the job's writes but keeps the lock and records it.
      const done = await tx.transaction((sp) => handlers[kind](sp, row));
      await tx
        .update(dataJobs)
        .set({
          status: 'done',
          input: null,
          result: { rows: done.rows },
          output: done.output ?? null,
          fileName: done.fileName ?? null,
          finishedAt: new Date(),
        })
        .where(eq(dataJobs.id, id));
      return { ...base, outcome: 'done', rows: done.rows };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const body = error.toBody();
      await tx
        .update(dataJobs)
        .set({
          status: 'failed',
          input: null,
          error: { message: body.message, errors: (body.errors ?? []).slice(0, KEPT_ERRORS) },
          finishedAt: new Date(),
        })
        .where(eq(dataJobs.id, id));
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
  const gone = await db
    .delete(dataJobs)
    .where(lt(dataJobs.finishedAt, before))
    .returning({ id: dataJobs.id });
  return gone.length;
}
