import {
  type CreateSavedReportInput,
  RECIPIENTS_REQUIRED,
  type ReportParameters,
  type SavedReport,
  type UpdateSavedReportInput,
} from '../../../contract/reports';
import { businessTimezone } from '../../core/timezone';
import type { Database } from '../../db/client';
import type { Report } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import {
  countReports,
  deleteReportRow,
  insertReport,
  listReportRows,
  lockReport,
  updateReportRow,
} from './repository';
import { nextRunAfter } from './schedule';

export const MAX_SAVED_REPORTS = 50;

export function toSavedReport(r: Report): SavedReport {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as SavedReport['type'],
    parameters: r.parameters as ReportParameters,
    schedule: r.schedule as SavedReport['schedule'],
    recipients: r.recipients,
    isActive: r.isActive,
    lastGenerated: r.lastGenerated?.toISOString() ?? null,
    nextRunAt: r.nextRunAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

const nextRun = (r: Pick<Report, 'schedule' | 'isActive'>, timezone: string, now: Date) =>
  r.schedule && r.isActive ? nextRunAfter(r.schedule as 'weekly' | 'monthly', timezone, now) : null;

export async function listSavedReports(db: Database, businessId: number): Promise<SavedReport[]> {
  const rows = await listReportRows(db, businessId);
  return rows.map(toSavedReport);
}

export async function createSavedReport(
  db: Database,
  who: { businessId: number; userId: number },
  input: CreateSavedReportInput,
  now = new Date(),
): Promise<SavedReport> {
  return db.transaction(async (tx) => {
    if ((await countReports(tx, who.businessId)) >= MAX_SAVED_REPORTS)
      throw conflict(`You can save up to ${MAX_SAVED_REPORTS} reports`);
    const timezone = await businessTimezone(tx, who.businessId);
    const row = await insertReport(tx, {
      businessId: who.businessId,
      userId: who.userId,
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      parameters: input.parameters,
      schedule: input.schedule,
      recipients: input.recipients,
      isActive: input.isActive,
      nextRunAt: nextRun(input, timezone, now),
    });
    if (!row) throw new Error('insert returned no report');
    return toSavedReport(row);
  });
}

export async function updateSavedReport(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateSavedReportInput,
  now = new Date(),
): Promise<SavedReport> {
  return db.transaction(async (tx) => {
    const current = await lockReport(tx, businessId, id);
    if (!current) throw notFound('Report not found');
    const merged = { ...current, ...input };
    if (merged.schedule && merged.recipients.length === 0)
      throw badRequest(RECIPIENTS_REQUIRED, [{ path: 'recipients', message: RECIPIENTS_REQUIRED }]);
    const timing =
      input.schedule !== undefined || input.isActive !== undefined
        ? { nextRunAt: nextRun(merged, await businessTimezone(tx, businessId), now) }
        : {};
    const row = await updateReportRow(tx, businessId, id, { ...input, ...timing, updatedAt: now });
    if (!row) throw notFound('Report not found');
    return toSavedReport(row);
  });
}

export async function deleteSavedReport(db: Database, businessId: number, id: number): Promise<void> {
  if (!(await deleteReportRow(db, businessId, id))) throw notFound('Report not found');
}
