import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { hoursOf, type TimeEntry } from '../../../contract/time-entries';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type NewTimeEntry,
  staff,
  type TimeEntry as TimeEntryRow,
  timeEntries,
  timeEntryChanges,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';
import { instantToLocal } from '../../lib/time';

export const entryColumns = {
  entry: timeEntries,
  staffName: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
};

/** Worked minutes of a finished entry: its span less its breaks. */
export function workedMinutes(row: Pick<TimeEntryRow, 'clockIn' | 'clockOut' | 'breakTime'>): number | null {
  if (!row.clockOut) return null;
  return Math.max(0, Math.round((row.clockOut.getTime() - row.clockIn.getTime()) / 60_000) - row.breakTime);
}

export function toTimeEntry(row: { entry: TimeEntryRow; staffName: string }, timezone: string): TimeEntry {
  const e = row.entry;
  const minutes = workedMinutes(e);
  return {
    id: e.id,
    staffId: e.staffId,
    staffName: row.staffName,
    locationId: e.locationId,
    clockIn: e.clockIn.toISOString(),
    clockOut: e.clockOut?.toISOString() ?? null,
    breakTime: e.breakTime,
    onBreakSince: e.breakStartedAt?.toISOString() ?? null,
    totalHours: minutes === null ? null : hoursOf(minutes),
    status: e.status === 'completed' ? 'completed' : 'active',
    date: instantToLocal(e.clockIn, timezone).date,
    notes: e.notes,
    approvedBy: e.approvedBy,
    approvedAt: e.approvedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The staff member's open entry (still clocked in), locked for the change about to be made. */
export async function findOpenEntry(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(
      and(inTenant(timeEntries, businessId), eq(timeEntries.staffId, staffId), isNull(timeEntries.clockOut)),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function findEntry(db: DbOrTx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(timeEntries)
    .where(idInTenant(timeEntries, id, businessId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function entryWithName(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(staff, eq(staff.id, timeEntries.staffId))
    .where(idInTenant(timeEntries, id, businessId))
    .limit(1);
  return row;
}

/** Entries clocked in between two instants, oldest first, one staff member's or everyone's. */
export async function listEntries(
  db: DbOrTx,
  businessId: number,
  range: { start: Date; end: Date },
  staffId: number | null,
) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(staff, eq(staff.id, timeEntries.staffId))
    .where(
      and(
        inTenant(timeEntries, businessId),
        gte(timeEntries.clockIn, range.start),
        lt(timeEntries.clockIn, range.end),
        staffId === null ? undefined : eq(timeEntries.staffId, staffId),
      ),
    )
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
}

/** A staff member's open entry (still clocked in), with their name. */
export async function openEntryOf(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(staff, eq(staff.id, timeEntries.staffId))
    .where(
      and(inTenant(timeEntries, businessId), eq(timeEntries.staffId, staffId), isNull(timeEntries.clockOut)),
    )
    .limit(1);
  return row;
}

/** Open entries clocked in before an instant (missing clock-outs), whatever the range asked. */
export async function openEntriesBefore(
  db: DbOrTx,
  businessId: number,
  before: Date,
  staffId: number | null,
) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(staff, eq(staff.id, timeEntries.staffId))
    .where(
      and(
        inTenant(timeEntries, businessId),
        isNull(timeEntries.clockOut),
        lt(timeEntries.clockIn, before),
        staffId === null ? undefined : eq(timeEntries.staffId, staffId),
      ),
    )
    .orderBy(asc(timeEntries.clockIn));
}

/** The new entry; an overlap with the staff member's other entries fails on the exclusion constraint. */
export async function insertTimeEntry(tx: Tx, values: NewTimeEntry) {
  const [row] = await tx.insert(timeEntries).values(values).returning();
  return row;
}

export async function updateEntry(tx: Tx, id: number, values: Partial<NewTimeEntry>) {
  await tx.update(timeEntries).set(values).where(eq(timeEntries.id, id));
}

/** Writes a correction over an entry and returns the entry as it now stands (overlaps fail as on insert). */
export async function correctEntry(tx: Tx, id: number, values: Partial<NewTimeEntry>) {
  const [row] = await tx.update(timeEntries).set(values).where(eq(timeEntries.id, id)).returning();
  return row;
}

export async function markEntryApproved(tx: Tx, id: number, userId: number, now: Date) {
  await tx
    .update(timeEntries)
    .set({ approvedBy: userId, approvedAt: now, updatedAt: now })
    .where(eq(timeEntries.id, id));
}

export async function deleteEntry(tx: Tx, id: number) {
  await tx.delete(timeEntries).where(eq(timeEntries.id, id));
}

/** Records a change made to an entry (who, what, before and after) in its history. */
export async function insertEntryChange(tx: Tx, values: typeof timeEntryChanges.$inferInsert) {
  await tx.insert(timeEntryChanges).values(values);
}
