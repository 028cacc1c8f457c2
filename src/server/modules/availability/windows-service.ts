import type { z } from 'zod';
import {
  type AvailabilityWindowItem,
  type copyDaySchema,
  type createWindowSchema,
  END_AFTER_START,
  START_BEFORE_END,
  type updateWindowSchema,
} from '../../../contract/availability';
import { businessTimezone } from '../../core/timezone';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  copyDayWindows,
  deleteWindow,
  findWindow,
  insertWindow,
  staffExists,
  updateWindow,
} from './windows-repository';

/** Reads that are one query: verbs of the area as they stand. */
export { listWindows } from './windows-repository';

const staffNotFound = () =>
  badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);
const windowNotFound = () => notFound('Availability window not found');

/** A weekly window of a staff member of the business, in the business's timezone. */
export async function addAvailabilityWindow(
  db: Database,
  businessId: number,
  input: z.output<typeof createWindowSchema>,
): Promise<AvailabilityWindowItem> {
  return db.transaction(async (tx) => {
    if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
    const timezone = await businessTimezone(tx, businessId);
    return insertWindow(tx, { businessId, ...input, timezone });
  });
}

/** Changes a window; the merged start and end must still be in order. */
export async function changeAvailabilityWindow(
  db: Database,
  businessId: number,
  id: number,
  input: z.output<typeof updateWindowSchema>,
): Promise<AvailabilityWindowItem> {
  return db.transaction(async (tx) => {
    const current = await findWindow(tx, businessId, id);
    if (!current) throw windowNotFound();
    const start = input.startTime ?? current.startTime;
    const end = input.endTime ?? current.endTime;
    if (start >= end) {
      // Name the field the caller changed: a new end before the start, or a new start after the end.
      const message = input.endTime && !input.startTime ? END_AFTER_START : START_BEFORE_END;
      const path = input.endTime && !input.startTime ? 'endTime' : 'startTime';
      throw badRequest(message, [{ path, message }]);
    }
    if (Object.values(input).every((value) => value === undefined)) return current;
    const row = await updateWindow(tx, businessId, id, input);
    if (!row) throw windowNotFound();
    return row;
  });
}

export async function removeAvailabilityWindow(db: Database, businessId: number, id: number): Promise<void> {
  if (!(await deleteWindow(db, businessId, id))) throw windowNotFound();
}

/** Replaces the staff member's windows of `toDay` (or each of `toDays`) with copies of their `fromDay` windows. */
export async function copyAvailabilityDay(
  db: Database,
  businessId: number,
  input: z.output<typeof copyDaySchema>,
): Promise<AvailabilityWindowItem[]> {
  const days = [...new Set(input.toDays ?? (input.toDay === undefined ? [] : [input.toDay]))];
  return db.transaction(async (tx) => {
    if (!(await staffExists(tx, businessId, input.staffId))) throw staffNotFound();
    const copied: AvailabilityWindowItem[] = [];
    for (const toDay of days)
      copied.push(
        ...(await copyDayWindows(tx, businessId, { staffId: input.staffId, fromDay: input.fromDay, toDay })),
      );
    return copied;
  });
}
