import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../contract/audit';
import type { DbOrTx } from '../db/client';
import { auditEvents, users } from '../db/schema/index';
import { currentRequest } from './request-context';

/** What one line of the audit trail says happened; who, when and from where come from the request. */
export type AuditEntry = {
  businessId: number;
  action: AuditAction;
  target?: { type: string; id?: number | string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who, when it isn't the signed-in caller: the account a failed sign-in named, or a member signing in. */
  actor?: { userId: number; role?: string | null; via: 'session' | 'anonymous' };
};

const MAX_AGENT = 300;

/**
 * Appends a line to the business's audit trail in the caller's transaction, so the line exists exactly when
 * the change does. The actor's name is copied at the time (the line outlives the member).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const request = currentRequest();
  const auth = request?.auth ?? null;
  const actor = entry.actor ?? (auth ? { userId: auth.userId, role: auth.role, via: auth.via } : undefined);
  const actorName = actor
    ? sql`(select nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')
           from ${users} where ${users.id} = ${actor.userId})`
    : null;
  await db.insert(auditEvents).values({
    businessId: entry.businessId,
    actorUserId: actor?.userId ?? null,
    actorName,
    actorRole: actor?.role ?? null,
    actorVia: actor?.via ?? (request ? 'anonymous' : 'system'),
    ipAddress: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, MAX_AGENT) ?? null,
    requestId: request ? String(request.id) : null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id == null ? null : String(entry.target.id),
    targetLabel: entry.target?.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields that differ between two versions of a record, each side holding only those; null when nothing
 * in `fields` changed (the caller records nothing then).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const old = normalise(before[field]);
    const next = normalise(after[field]);
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    was[field] = old;
    now[field] = next;
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

/** Dates as ISO strings and money-like numeric strings as numbers, so "50.00" and 50 are the same price. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === undefined) return null;
  return value;
}
