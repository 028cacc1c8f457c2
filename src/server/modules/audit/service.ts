import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEvent,
  type AuditEventPage,
  type AuditSettings,
  type ListAuditEventsQuery,
} from '../../../contract/audit';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import type { AuditEventRow } from '../../db/schema/index';
import { writeCsv } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
import * as repo from './repository';

/** An export holds at most this many lines; a longer trail is exported a date range at a time. */
export const MAX_EXPORT_ROWS = 50_000;

function toEvent(row: AuditEventRow): AuditEvent {
  const action = row.action as AuditAction;
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    actorVia: row.actorVia as AuditEvent['actorVia'],
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    requestId: row.requestId,
    action,
    actionLabel: AUDIT_ACTIONS[action] ?? row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  };
}

async function timezoneOf(db: DbOrTx, businessId: number): Promise<string> {
  const business = await repo.findRetention(db, businessId);
  if (!business) throw notFound('Business not found');
  return business.timezone;
}

export async function listActivity(
  db: DbOrTx,
  businessId: number,
  query: ListAuditEventsQuery,
): Promise<AuditEventPage> {
  const page = Number(query.page ?? 1);
  const timezone = await timezoneOf(db, businessId);
  const { rows, total } = await repo.listAuditEvents(db, businessId, timezone, query, {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return { items: rows.map(toEvent), total, page, pageSize: AUDIT_PAGE_SIZE };
}

const CSV_HEADER = [
  'When (UTC)',
  'Who',
  'Role',
  'Via',
  'Action',
  'What',
  'Target ID',
  'Before',
  'After',
  'IP address',
  'Browser',
  'Request ID',
] as const;

/** The filtered trail as CSV, newest first, the export itself recorded as an export. */
export async function exportActivity(
  db: Database,
  businessId: number,
  query: ListAuditEventsQuery,
): Promise<string> {
  return db.transaction(async (tx) => {
    const timezone = await timezoneOf(tx, businessId);
    const { rows } = await repo.listAuditEvents(tx, businessId, timezone, query, {
      limit: MAX_EXPORT_ROWS,
      offset: 0,
    });
    await recordAudit(tx, {
      businessId,
      action: 'data.exported',
      target: { type: 'activity', label: 'Activity (CSV)' },
      after: { rows: rows.length, ...filtersOf(query) },
    });
    return writeCsv(
      CSV_HEADER,
      rows.map((row) => {
        const event = toEvent(row);
        return [
          event.occurredAt,
          event.actorName ?? (event.actorVia === 'system' ? 'Frontdesk' : ''),
          event.actorRole ?? '',
          event.actorVia,
          event.actionLabel,
          event.targetLabel ?? event.targetType ?? '',
          event.targetId ?? '',
          event.before ? JSON.stringify(event.before) : '',
          event.after ? JSON.stringify(event.after) : '',
          event.ipAddress ?? '',
          event.userAgent ?? '',
          event.requestId ?? '',
        ];
      }),
    );
  });
}

function filtersOf(query: ListAuditEventsQuery): Record<string, unknown> {
  const { action, actorUserId, startDate, endDate } = query;
  return Object.fromEntries(
    Object.entries({ action, actorUserId, startDate, endDate }).filter(([, v]) => v !== undefined),
  );
}

export async function getAuditSettings(db: DbOrTx, businessId: number): Promise<AuditSettings> {
  const row = await repo.findRetention(db, businessId);
  if (!row) throw notFound('Business not found');
  return { retentionDays: row.retentionDays };
}

export async function updateAuditSettings(
  db: Database,
  businessId: number,
  input: AuditSettings,
): Promise<AuditSettings> {
  return db.transaction(async (tx) => {
    const row = await repo.findRetention(tx, businessId);
    if (!row) throw notFound('Business not found');
    if (row.retentionDays !== input.retentionDays) {
      await repo.updateRetention(tx, businessId, input.retentionDays);
      await recordAudit(tx, {
        businessId,
        action: 'settings.securityChanged',
        target: { type: 'business', id: businessId, label: 'Activity retention' },
        before: { retentionDays: row.retentionDays },
        after: { retentionDays: input.retentionDays },
      });
    }
    return { retentionDays: input.retentionDays };
  });
}
