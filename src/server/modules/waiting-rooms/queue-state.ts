import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../../../contract/waiting-rooms';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import type { WaitingRoomRow } from '../../db/schema/index';
import { instantToLocal, localToInstant } from '../../lib/time';
import { announceQueueChanged } from '../../realtime/queue-events';
import { estimateQueue, type QueueEstimate } from './estimate';
import {
  bumpRoomQueue,
  findLocationTimezone,
  type LineEntry,
  lineOf,
  listVisitMinutesSince,
  setQueuePositionsAndCallTimes,
} from './repository';
import { staffOnDuty } from './staff-on-duty';

export const roomSettings = (room: Pick<WaitingRoomRow, 'settings'>): RoomSettings => ({
  ...DEFAULT_ROOM_SETTINGS,
  ...room.settings,
});

/** The room's timezone: its location's, else the business's. */
export async function roomTimezone(db: DbOrTx, room: Pick<WaitingRoomRow, 'businessId' | 'locationId'>) {
  if (room.locationId !== null) {
    const timezone = await findLocationTimezone(db, room.businessId, room.locationId);
    if (timezone !== undefined) return timezone;
  }
  return businessTimezone(db, room.businessId);
}

/**
 * The estimate for the room as it stands: the line in order, when each is expected to be called, and the
 * start of the room's local day (the estimate's history and the staff's "today").
 */
export async function estimateRoom(
  db: DbOrTx,
  room: WaitingRoomRow,
  now: Date,
): Promise<QueueEstimate & { line: LineEntry[]; dayStart: Date }> {
  const timezone = await roomTimezone(db, room);
  const dayStart = localToInstant(instantToLocal(now, timezone).date, '00:00', timezone);
  const [inLine, history, duty] = await Promise.all([
    lineOf(db, room.id),
    listVisitMinutesSince(db, room.id, dayStart),
    staffOnDuty(db, room, now, timezone),
  ]);
  const result = estimateQueue({
    now,
    visitMinutesToday: history,
    defaultVisitMinutes: roomSettings(room).defaultVisitMinutes,
    staffOnDuty: duty.count,
    staffBasis: duty.basis,
    line: inLine.map((e) => ({ id: e.id, serviceMinutes: e.serviceMinutes, calledAt: e.calledAt })),
  });
  return { ...result, line: inLine, dayStart };
}

/**
 * After any change, in its transaction (the room locked): renumbers those in line 1..n, recomputes each one's
 * expected call time, the room's count and wait, bumps the queue's version, and announces it on `/ws` (the
 * NOTIFY leaves only if the transaction commits).
 */
export async function refreshQueue(tx: DbOrTx, room: WaitingRoomRow, now: Date): Promise<number> {
  const { line, callTimes, roomWaitMinutes } = await estimateRoom(tx, room, now);
  if (line.length > 0) {
    const values = line.map((entry, index) => ({
      id: entry.id,
      position: index + 1,
      eta: callTimes.get(entry.id)?.toISOString() ?? null,
    }));
    await setQueuePositionsAndCallTimes(tx, values);
  }
  const updated = await bumpRoomQueue(tx, room.id, {
    currentCount: line.length,
    estimatedWaitTime: roomWaitMinutes,
    updatedAt: now,
  });
  const version = updated ?? room.queueVersion + 1;
  await announceQueueChanged(tx, { businessId: room.businessId, roomId: room.id, version });
  return version;
}
