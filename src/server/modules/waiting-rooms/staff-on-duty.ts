import { sql } from 'drizzle-orm';
import type { WaitEstimate } from '../../../contract/waiting-rooms';
import type { DbOrTx } from '../../db/client';
import type { WaitingRoomRow } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { dayOfWeek, instantToLocal } from '../../lib/time';

export type StaffOnDuty = { count: number; basis: WaitEstimate['staffBasis'] };

/**
 * Who can take the next walk-in: the active staff clocked in now and not on a break (the time clock); when
 * nobody is, those whose weekly hours cover this moment in the room's timezone and who have no blocked time
 * now. A room at a location counts that location's staff (and those named at no location).
 */
export async function staffOnDuty(
  db: DbOrTx,
  room: Pick<WaitingRoomRow, 'businessId' | 'locationId'>,
  now: Date,
  timezone: string,
): Promise<StaffOnDuty> {
  const atLocation =
    room.locationId === null
      ? sql`true`
      : sql`(cardinality(s."location_ids") = 0 or ${room.locationId}::int = any(s."location_ids"))`;
  const instant = sql`${now.toISOString()}::timestamptz`;
  const clocked = await db.execute(sql`
    select count(distinct s."id")::int as n
    from "time_entries" te join "staff" s on s."id" = te."staff_id"
    where te."business_id" = ${room.businessId} and te."clock_out" is null and te."break_started_at" is null
      and te."clock_in" <= ${instant} and s."is_active" and s."removed_at" is null and ${atLocation}`);
  const clockedIn = Number(rowsOf<{ n: number }>(clocked)[0]?.n ?? 0);
  if (clockedIn > 0) return { count: clockedIn, basis: 'clocked_in' };

  const local = instantToLocal(now, timezone);
  const scheduled = await db.execute(sql`
    select count(distinct s."id")::int as n
    from "availability_windows" w join "staff" s on s."id" = w."staff_id"
    where w."business_id" = ${room.businessId} and w."is_active" and w."day_of_week" = ${dayOfWeek(local.date)}
      and w."start_time" <= ${local.time} and w."end_time" > ${local.time}
      and s."is_active" and s."removed_at" is null and ${atLocation}
      and not exists (
        select 1 from "blocked_times" b
        where b."business_id" = ${room.businessId} and (b."staff_id" = s."id" or b."staff_id" is null)
          and b."starts_at" <= ${instant} and b."ends_at" > ${instant})`);
  return { count: Number(rowsOf<{ n: number }>(scheduled)[0]?.n ?? 0), basis: 'available' };
}
