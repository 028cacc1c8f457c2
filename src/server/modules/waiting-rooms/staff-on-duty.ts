import type { WaitEstimate } from '../../../contract/waiting-rooms';
import type { DbOrTx } from '../../db/client';
import type { WaitingRoomRow } from '../../db/schema/index';
import { dayOfWeek, instantToLocal } from '../../lib/time';
import { countClockedInStaff, countScheduledStaff } from './repository';

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
  const clockedIn = await countClockedInStaff(db, room, now);
  if (clockedIn > 0) return { count: clockedIn, basis: 'clocked_in' };

  const local = instantToLocal(now, timezone);
  const scheduled = await countScheduledStaff(db, room, now, {
    dayOfWeek: dayOfWeek(local.date),
    time: local.time,
  });
  return { count: scheduled, basis: 'available' };
}
