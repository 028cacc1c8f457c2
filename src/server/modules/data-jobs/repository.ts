import { and, eq } from 'drizzle-orm';
import type { DataJob, DataJobKind } from '../../../contract/data-jobs';
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
