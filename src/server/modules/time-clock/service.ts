import { can } from '../../../contract/abilities';
import type { MemberRole } from '../../../contract/auth';
import {
  ALREADY_CLOCKED_IN,
  ALREADY_ON_BREAK,
  BREAK_TOO_LONG,
  CLOCK_OUT_BEFORE_IN,
  type ClockActionInput,
  type CreateTimeEntryInput,
  type CurrentTimeEntry,
  ENTRY_OVERLAPS,
  hoursOf,
  type ListTimeEntriesQuery,
  NO_SELF_APPROVAL,
  NO_STAFF_PROFILE,
  NOT_CLOCKED_IN,
  NOT_ON_BREAK,
  ONLY_YOUR_ENTRIES,
  ONLY_YOURSELF,
  type TimeEntry,
  type TimeEntryList,
  type UpdateTimeEntryInput,
} from '../../../contract/time-entries';
import { recordAudit } from '../../core/audit';
import { findOwnStaffId } from '../../core/own-staff';
import { businessTimezone } from '../../core/timezone';
import type { Database, DbOrTx, Tx } from '../../db/client';
import type { NewTimeEntry, TimeEntry as TimeEntryRow } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../lib/postgres-errors';
import { addDays, instantToLocal, localCalendar, localToInstant } from '../../lib/time';
import { findLocation } from '../locations';
import { refuseIfLocked } from '../payroll';
import { findStaffRow } from '../staff';
import {
  correctEntry,
  deleteEntry,
  entryWithName,
  findEntry,
  findOpenEntry,
  insertEntryChange,
  insertTimeEntry,
  listEntries,
  markEntryApproved,
  openEntriesBefore,
  openEntryOf,
  toTimeEntry,
  updateEntry,
  workedMinutes,
} from './repository';

export type Member = { businessId: number; userId: number; role: MemberRole };

async function requireStaff(db: DbOrTx, businessId: number, staffId: number) {
  if (!(await findStaffRow(db, businessId, staffId))) throw notFound('Staff member not found');
}

async function requireLocation(db: DbOrTx, businessId: number, locationId: number | null | undefined) {
  if (locationId != null && !(await findLocation(db, businessId, locationId)))
    throw notFound('Location not found');
}

/** Whose clock: one's own staff row, or (managers) the staff member named. */
async function clockOwner(db: DbOrTx, member: Member, requested: number | undefined): Promise<number> {
  const own = await findOwnStaffId(db, member.businessId, member.userId);
  if (requested === undefined || requested === own) {
    if (own === null) throw conflict(NO_STAFF_PROFILE);
    return own;
  }
  if (!can(member.role, 'timeEntries.manage')) throw forbidden(ONLY_YOURSELF);
  await requireStaff(db, member.businessId, requested);
  return requested;
}

async function answer(db: DbOrTx, businessId: number, id: number): Promise<TimeEntry> {
  const row = await entryWithName(db, businessId, id);
  if (!row) throw notFound('Time entry not found');
  return toTimeEntry(row, await businessTimezone(db, businessId));
}

const totalHoursOf = (row: Pick<TimeEntryRow, 'clockIn' | 'clockOut' | 'breakTime'>) => {
  const minutes = workedMinutes(row);
  return minutes === null ? null : hoursOf(minutes);
};

/** Time worked on days of an approved or paid pay period can't change until the owner reopens it. */
async function refuseLocked(tx: DbOrTx, businessId: number, ...instants: (Date | null | undefined)[]) {
  const given = instants.filter((i): i is Date => i instanceof Date);
  if (given.length) await refuseIfLocked(tx, businessId, await businessTimezone(tx, businessId), given);
}

/** An overlap the database refused, in the words of the action that hit it. */
async function guarded<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw conflict(message);
    throw error;
  }
}

export async function clockIn(db: Database, member: Member, input: ClockActionInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const staffId = await clockOwner(tx, member, input.staffId);
    await requireLocation(tx, member.businessId, input.locationId);
    await refuseLocked(tx, member.businessId, now);
    if (await findOpenEntry(tx, member.businessId, staffId)) throw conflict(ALREADY_CLOCKED_IN);
    // The exclusion constraint is the arbiter: two clock-ins at once leave one open entry, the other 409.
    const row = await guarded(
      () =>
        insertTimeEntry(tx, {
          businessId: member.businessId,
          staffId,
          locationId: input.locationId ?? null,
          clockIn: now,
          status: 'active',
          notes: input.notes ?? null,
          createdBy: member.userId,
        }),
      ALREADY_CLOCKED_IN,
    );
    if (!row) throw new Error('insert returned no time entry');
    return answer(tx, member.businessId, row.id);
  });
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

async function withOpenEntry(
  tx: Tx,
  member: Member,
  input: ClockActionInput,
  change: (open: TimeEntryRow) => Partial<NewTimeEntry>,
) {
  const staffId = await clockOwner(tx, member, input.staffId);
  const open = await findOpenEntry(tx, member.businessId, staffId);
  if (!open) throw conflict(NOT_CLOCKED_IN);
  await refuseLocked(tx, member.businessId, open.clockIn);
  await updateEntry(tx, open.id, { ...change(open), updatedAt: new Date() });
  return answer(tx, member.businessId, open.id);
}

export async function clockOut(db: Database, member: Member, input: ClockActionInput, now = new Date()) {
  return db.transaction((tx) =>
    withOpenEntry(tx, member, input, (open) => {
      // A break still running ends with the shift.
      const breakTime = open.breakTime + (open.breakStartedAt ? minutesBetween(open.breakStartedAt, now) : 0);
      const clockOut = now > open.clockIn ? now : new Date(open.clockIn.getTime() + 1000);
      return {
        clockOut,
        breakTime,
        breakStartedAt: null,
        status: 'completed',
        totalHours: totalHoursOf({ clockIn: open.clockIn, clockOut, breakTime }),
        ...(input.notes ? { notes: input.notes } : {}),
      };
    }),
  );
}

export async function startBreak(db: Database, member: Member, input: ClockActionInput, now = new Date()) {
  return db.transaction((tx) =>
    withOpenEntry(tx, member, input, (open) => {
      if (open.breakStartedAt) throw conflict(ALREADY_ON_BREAK);
      return { breakStartedAt: now };
    }),
  );
}

export async function endBreak(db: Database, member: Member, input: ClockActionInput, now = new Date()) {
  return db.transaction((tx) =>
    withOpenEntry(tx, member, input, (open) => {
      if (!open.breakStartedAt) throw conflict(NOT_ON_BREAK);
      return { breakTime: open.breakTime + minutesBetween(open.breakStartedAt, now), breakStartedAt: null };
    }),
  );
}

/** The signed-in member's staff row and open entry, for the clock button's timer. */
export async function currentEntry(db: DbOrTx, member: Member): Promise<CurrentTimeEntry> {
  const staffId = await findOwnStaffId(db, member.businessId, member.userId);
  if (staffId === null) return { staffId: null, entry: null };
  const open = await openEntryOf(db, member.businessId, staffId);
  return { staffId, entry: open ? toTimeEntry(open, await businessTimezone(db, member.businessId)) : null };
}

/**
 * Entries clocked in on the range's local days (default: this Sunday-to-Saturday week), plus any still open
 * from before it (missing clock-outs). Without `timeEntries.manage` only one's own.
 */
export async function listTimeEntries(
  db: DbOrTx,
  member: Member,
  query: ListTimeEntriesQuery,
  now = new Date(),
): Promise<TimeEntryList> {
  const timezone = await businessTimezone(db, member.businessId);
  const manager = can(member.role, 'timeEntries.manage');
  let staffId: number | null = query.staffId ?? null;
  const own = await findOwnStaffId(db, member.businessId, member.userId);
  if (!manager) {
    if (staffId !== null && staffId !== own) throw forbidden(ONLY_YOUR_ENTRIES);
    staffId = own;
  }
  const { weekStart } = localCalendar(now, timezone);
  const from = query.from ?? weekStart;
  const to = query.to ?? addDays(weekStart, 6);
  if (!manager && staffId === null) return { from, to, timezone, entries: [], yourStaffId: own };
  const start = localToInstant(from, '00:00', timezone);
  const end = localToInstant(addDays(to, 1), '00:00', timezone);
  const [inRange, stillOpen] = await Promise.all([
    listEntries(db, member.businessId, { start, end }, staffId),
    openEntriesBefore(db, member.businessId, start, staffId),
  ]);
  return {
    from,
    to,
    timezone,
    entries: [...stillOpen, ...inRange].map((row) => toTimeEntry(row, timezone)),
    yourStaffId: own,
  };
}

function checkSpan(entry: { clockIn: Date; clockOut: Date | null; breakTime: number }) {
  if (!entry.clockOut) return;
  const span = (entry.clockOut.getTime() - entry.clockIn.getTime()) / 60_000;
  if (span <= 0) throw badRequest(CLOCK_OUT_BEFORE_IN, [{ path: 'clockOut', message: CLOCK_OUT_BEFORE_IN }]);
  if (entry.breakTime >= span)
    throw badRequest(BREAK_TOO_LONG, [{ path: 'breakTime', message: BREAK_TOO_LONG }]);
}

/** What the audit keeps of an entry. */
const snapshot = (e: TimeEntryRow) => ({
  staffId: e.staffId,
  locationId: e.locationId,
  clockIn: e.clockIn.toISOString(),
  clockOut: e.clockOut?.toISOString() ?? null,
  breakTime: e.breakTime,
  notes: e.notes,
});

export async function createTimeEntry(db: Database, member: Member, input: CreateTimeEntryInput) {
  return db.transaction(async (tx) => {
    await requireStaff(tx, member.businessId, input.staffId);
    await requireLocation(tx, member.businessId, input.locationId);
    const clockIn = new Date(input.clockIn);
    const clockOut = new Date(input.clockOut);
    await refuseLocked(tx, member.businessId, clockIn);
    const row = await guarded(
      () =>
        insertTimeEntry(tx, {
          businessId: member.businessId,
          staffId: input.staffId,
          locationId: input.locationId ?? null,
          clockIn,
          clockOut,
          breakTime: input.breakTime,
          totalHours: totalHoursOf({ clockIn, clockOut, breakTime: input.breakTime }),
          status: 'completed',
          notes: input.notes ?? null,
          createdBy: member.userId,
        }),
      ENTRY_OVERLAPS,
    );
    if (!row) throw new Error('insert returned no time entry');
    return answer(tx, member.businessId, row.id);
  });
}

/** A manager's correction; a finished entry's edit is recorded with who, when, before and after. */
export async function updateTimeEntry(db: Database, member: Member, id: number, input: UpdateTimeEntryInput) {
  return db.transaction(async (tx) => {
    const current = await findEntry(tx, member.businessId, id, true);
    if (!current) throw notFound('Time entry not found');
    await requireLocation(tx, member.businessId, input.locationId);
    const clockIn = input.clockIn ? new Date(input.clockIn) : current.clockIn;
    const clockOut =
      input.clockOut === undefined
        ? current.clockOut
        : input.clockOut === null
          ? null
          : new Date(input.clockOut);
    const breakTime = input.breakTime ?? current.breakTime;
    checkSpan({ clockIn, clockOut, breakTime });
    await refuseLocked(tx, member.businessId, current.clockIn, clockIn);
    const updated = await guarded(
      () =>
        correctEntry(tx, id, {
          ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          clockIn,
          clockOut,
          breakTime,
          breakStartedAt: clockOut ? null : current.breakStartedAt,
          status: clockOut ? 'completed' : 'active',
          totalHours: totalHoursOf({ clockIn, clockOut, breakTime }),
          updatedAt: new Date(),
        }),
      ENTRY_OVERLAPS,
    );
    if (!updated) throw notFound('Time entry not found');
    if (current.clockOut) {
      await insertEntryChange(tx, {
        businessId: member.businessId,
        timeEntryId: id,
        action: 'update',
        changedBy: member.userId,
        before: snapshot(current),
        after: snapshot(updated),
      });
    }
    return answer(tx, member.businessId, id);
  });
}

export async function deleteTimeEntry(db: Database, member: Member, id: number) {
  await db.transaction(async (tx) => {
    const current = await findEntry(tx, member.businessId, id, true);
    if (!current) throw notFound('Time entry not found');
    await refuseLocked(tx, member.businessId, current.clockIn);
    const named = await entryWithName(tx, member.businessId, id);
    await deleteEntry(tx, id);
    if (current.clockOut) {
      await insertEntryChange(tx, {
        businessId: member.businessId,
        timeEntryId: id,
        action: 'delete',
        changedBy: member.userId,
        before: snapshot(current),
      });
    }
    const local = instantToLocal(current.clockIn, await businessTimezone(tx, member.businessId));
    await recordAudit(tx, {
      businessId: member.businessId,
      action: 'timeEntry.deleted',
      target: {
        type: 'timeEntry',
        id,
        label: `${named?.staffName ?? 'Time entry'}, ${local.date} ${local.time}`,
      },
      before: { ...snapshot(current), totalHours: totalHoursOf(current) },
    });
  });
}

/**
 * A manager approves a finished entry: who and when are kept on it, and in the audit. Not their own (issue 32
 * F5), except the owner's.
 */
export async function approveTimeEntry(db: Database, member: Member, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const current = await findEntry(tx, member.businessId, id, true);
    if (!current) throw notFound('Time entry not found');
    if (
      member.role !== 'owner' &&
      current.staffId === (await findOwnStaffId(tx, member.businessId, member.userId))
    )
      throw forbidden(NO_SELF_APPROVAL);
    if (!current.clockOut) throw conflict('Clock out before approving this entry');
    await markEntryApproved(tx, id, member.userId, now);
    await insertEntryChange(tx, {
      businessId: member.businessId,
      timeEntryId: id,
      action: 'approve',
      changedBy: member.userId,
      before: snapshot(current),
    });
    return answer(tx, member.businessId, id);
  });
}
