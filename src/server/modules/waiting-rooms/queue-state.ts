import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_ROOM_SETTINGS, IN_LINE_STATUSES, type RoomSettings } from '../../../contract/waiting-rooms';
import { businessTimezone } from '../../core/timezone';
import type { DbOrTx } from '../../db/client';
import {
  locations,
  services,
  type WaitingRoomRow,
  waitingRoomQueue,
  waitingRooms,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { instantToLocal, localToInstant } from '../../lib/time';
import { announceQueueChanged } from '../../realtime/queue-events';
import { estimateQueue, type QueueEstimate } from './estimate';
import { staffOnDuty } from './staff-on-duty';

export const roomSettings = (room: Pick<WaitingRoomRow, 'settings'>): RoomSettings => ({
  ...DEFAULT_ROOM_SETTINGS,
  ...room.settings,
});

/** The room's timezone: its location's, else the business's. */
export async function roomTimezone(db: DbOrTx, room: Pick<WaitingRoomRow, 'businessId' | 'locationId'>) {
  if (room.locationId !== null) {
    const [location] = await db
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.id, room.locationId), eq(locations.businessId, room.businessId)));
    if (location) return location.timezone;
  }
  return businessTimezone(db, room.businessId);
}

/**
 * Those in line (waiting or called) in the order they'll be served: the called first, by when they were
 * called, then the waiting by position (then by when they joined).
 */
export async function lineOf(db: DbOrTx, roomId: number) {
  return db
    .select({
      id: waitingRoomQueue.id,
      status: waitingRoomQueue.status,
      position: waitingRoomQueue.position,
      calledAt: waitingRoomQueue.calledAt,
      serviceMinutes: services.duration,
    })
    .from(waitingRoomQueue)
    .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
    .where(
      and(
        eq(waitingRoomQueue.waitingRoomId, roomId),
        inArray(waitingRoomQueue.status, [...IN_LINE_STATUSES]),
      ),
    )
    .orderBy(
      sql`case when ${waitingRoomQueue.status} = 'called' then 0 else 1 end`,
      asc(waitingRoomQueue.calledAt),
      asc(waitingRoomQueue.position),
      asc(waitingRoomQueue.joinedAt),
      asc(waitingRoomQueue.id),
    );
}
export type LineEntry = Awaited<ReturnType<typeof lineOf>>[number];

/** Minutes from called to completed of the room's visits completed since `since`, the most recent first. */
async function visitMinutesSince(db: DbOrTx, room: WaitingRoomRow, since: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select extract(epoch from ("completed_at" - "called_at")) / 60.0 as minutes
    from "waiting_room_queue"
    where "waiting_room_id" = ${room.id} and "status" = 'completed'
      and "called_at" is not null and "completed_at" >= ${since.toISOString()}::timestamptz
    order by "completed_at" desc, "id" desc`);
  return rowsOf<{ minutes: string | number }>(result).map((r) => Math.max(0, Number(r.minutes)));
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
    visitMinutesSince(db, room, dayStart),
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

/** A room by id, within a business when one is named (the public pages name none). */
export const roomById = (roomId: number, businessId?: number) =>
  businessId === undefined
    ? eq(waitingRooms.id, roomId)
    : and(eq(waitingRooms.id, roomId), eq(waitingRooms.businessId, businessId));

/** The room's row, locked for the rest of the transaction: every change of its queue takes this first. */
export async function lockRoom(tx: DbOrTx, roomId: number, businessId?: number) {
  const [room] = await tx.select().from(waitingRooms).where(roomById(roomId, businessId)).for('update');
  return room;
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
    await tx.execute(sql`
      update "waiting_room_queue" q
      set "position" = v.position, "estimated_call_time" = v.eta
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, position int, eta timestamptz)
      where q."id" = v.id`);
  }
  const [updated] = await tx
    .update(waitingRooms)
    .set({
      currentCount: line.length,
      estimatedWaitTime: roomWaitMinutes,
      queueVersion: sql`${waitingRooms.queueVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(waitingRooms.id, room.id))
    .returning({ version: waitingRooms.queueVersion });
  const version = updated?.version ?? room.queueVersion + 1;
  await announceQueueChanged(tx, { businessId: room.businessId, roomId: room.id, version });
  return version;
}
