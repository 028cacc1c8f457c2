import type { z } from 'zod';
import type {
  BlockedTimeItem,
  createBlockedTimeSchema,
  listBlockedTimesQuerySchema,
} from '../../../contract/availability';
import { businessTimezone } from '../../core/timezone';
import type { Database } from '../../db/client';
import type { BlockedTime } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/http-errors';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';
import { deleteBlockedTime, insertBlockedTime, listBlockedTimes } from './blocked-times-repository';
import { staffExists } from './windows-repository';

/** Stored as instants; shown as the business's local date and times, a midnight end as '24:00'. */
function toItem(row: BlockedTime, timezone: string): BlockedTimeItem {
  const start = instantToLocal(row.startsAt, timezone);
  const end = instantToLocal(row.endsAt, timezone);
  return {
    id: row.id,
    staffId: row.staffId,
    date: start.date,
    startTime: start.time,
    endTime: end.date > start.date && end.time === '00:00' ? '24:00' : end.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** Blocked time overlapping the local days startDate..endDate of the business. */
export async function listBlockedTimeBetween(
  db: Database,
  businessId: number,
  query: z.output<typeof listBlockedTimesQuerySchema>,
): Promise<BlockedTimeItem[]> {
  const tz = await businessTimezone(db, businessId);
  const rows = await listBlockedTimes(
    db,
    businessId,
    localToInstant(query.startDate, '00:00', tz),
    localToInstant(addDays(query.endDate, 1), '00:00', tz),
  );
  return rows.map((row) => toItem(row, tz));
}

/** Blocks a local interval for the whole business or one of its staff; '24:00' ends at the next midnight. */
export async function blockTime(
  db: Database,
  businessId: number,
  input: z.output<typeof createBlockedTimeSchema>,
): Promise<BlockedTimeItem> {
  const tz = await businessTimezone(db, businessId);
  const row = await db.transaction(async (tx) => {
    if (input.staffId && !(await staffExists(tx, businessId, input.staffId))) {
      throw badRequest('Staff member not found', [{ path: 'staffId', message: 'Staff member not found' }]);
    }
    const endDate = input.endTime === '24:00' ? addDays(input.date, 1) : input.date;
    return insertBlockedTime(tx, {
      businessId,
      staffId: input.staffId ?? null,
      startsAt: localToInstant(input.date, input.startTime, tz),
      endsAt: localToInstant(endDate, input.endTime === '24:00' ? '00:00' : input.endTime, tz),
      reason: input.reason ?? null,
    });
  });
  return toItem(row, tz);
}

export async function unblockTime(db: Database, businessId: number, id: number): Promise<void> {
  if (!(await deleteBlockedTime(db, businessId, id))) throw notFound('Blocked time not found');
}
