import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { DataJob, DataJobKind, DataJobResult } from '../../../contract/data-jobs';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { type DataJobRow, dataJobs } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { conflict, notFound } from '../../lib/http-errors';
import { wakeDataJobRunners } from './wake';

/** Where each kind's finished file is read (the kind's own routes). */
const fileUrls: Partial<Record<DataJobKind, (id: number) => string>> = {
  'clients.export': (id) => `/api/clients/export/${id}/file`,
};

export function toDataJob(row: DataJobRow): DataJob {
  const kind = row.kind as DataJobKind;
  const fileUrl = row.status === 'done' && row.output !== null ? (fileUrls[kind]?.(row.id) ?? null) : null;
  return {
    id: row.id,
    kind,
    status: row.status as DataJob['status'],
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    fileUrl,
    fileName: fileUrl ? row.fileName : null,
  };
}

/**
 * Queues a job in its own transaction (with `alsoInTransaction`'s writes, e.g. the audit line of an export)
 * and, once committed, wakes this process's runner; answers it as 202's body.
 */
export async function queueDataJob(
  db: Database,
  job: { businessId: number; kind: DataJobKind; createdBy: number; input?: string },
  alsoInTransaction?: (tx: Tx, queued: DataJob) => Promise<void>,
): Promise<DataJob> {
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataJobs)
      .values({ businessId: job.businessId, kind: job.kind, createdBy: job.createdBy, input: job.input })
      .returning();
    if (!row) throw new Error('data job insert returned nothing');
    const answer = toDataJob(row);
    await alsoInTransaction?.(tx, answer);
    return answer;
  });
  wakeDataJobRunners();
  return queued;
}

async function findRow(db: DbOrTx, businessId: number, kind: DataJobKind, id: number) {
  const [row] = await db
    .select()
    .from(dataJobs)
    .where(and(inTenant(dataJobs, businessId), eq(dataJobs.kind, kind), eq(dataJobs.id, id)));
  if (!row) throw notFound('Job not found');
  return row;
}

/** One job of this business and kind; 404 for another business's, another kind's or a purged one. */
export async function findDataJob(db: DbOrTx, businessId: number, kind: DataJobKind, id: number) {
  return toDataJob(await findRow(db, businessId, kind, id));
}

/** A finished job's file; 409 while it is still being written or when it failed. */
export async function dataJobFile(db: DbOrTx, businessId: number, kind: DataJobKind, id: number) {
  const row = await findRow(db, businessId, kind, id);
  if (row.status === 'failed') throw conflict('This export failed; start a new one');
  if (row.status !== 'done' || row.output === null) throw conflict('This export is not ready yet');
  return { fileName: row.fileName ?? 'export.csv', body: row.output };
}

/** A claim's hold: the moment between a runner's claim and its lock on the row for the work. */
const CLAIM_HOLD = sql`interval '10 seconds'`;

/**
 * The oldest open job no runner holds, locked (SKIP LOCKED): queued, or left 'running' with a claim older
 * than the claim's hold (abandoned by a stopped process). Any business's: the runner serves them all.
 */
export async function lockNextOpenJob(tx: Tx) {
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
  return next;
}

type JobError = NonNullable<DataJobRow['error']>;

/** The job ends as failed (its input forgotten) and is answered as it now stands. */
export async function giveUpJob(tx: Tx, id: number, error: JobError) {
  const [failed] = await tx
    .update(dataJobs)
    .set({ status: 'failed', input: null, error, finishedAt: new Date() })
    .where(eq(dataJobs.id, id))
    .returning();
  return failed;
}

/** The job is claimed: running, one more attempt, claimed now (the database's clock). */
export async function claimJob(tx: Tx, id: number, startedAt: Date) {
  const [claimed] = await tx
    .update(dataJobs)
    .set({
      status: 'running',
      attempts: sql`${dataJobs.attempts} + 1`,
      claimedAt: sql`now()`,
      startedAt,
    })
    .where(eq(dataJobs.id, id))
    .returning();
  return claimed;
}

/** The running job, locked until the work's transaction ends; undefined when it is no longer running. */
export async function lockRunningJob(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(dataJobs)
    .where(and(eq(dataJobs.id, id), eq(dataJobs.status, 'running')))
    // Waits rather than skips: another runner's claim may hold the row for a moment (a claim's scan locks
    // the rows it looks at), and one that did the job meanwhile leaves it 'done', which this then skips.
    .for('update');
  return row;
}

export async function markJobDone(
  tx: Tx,
  id: number,
  done: DataJobResult & { output?: string; fileName?: string },
) {
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
}

export async function markJobFailed(tx: Tx, id: number, error: JobError) {
  await tx
    .update(dataJobs)
    .set({ status: 'failed', input: null, error, finishedAt: new Date() })
    .where(eq(dataJobs.id, id));
}

/** Deletes the jobs (and export files) finished before `before`; the ids gone. */
export async function deleteJobsFinishedBefore(db: DbOrTx, before: Date) {
  return db.delete(dataJobs).where(lt(dataJobs.finishedAt, before)).returning({ id: dataJobs.id });
}
