import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES, IN_LINE_STATUSES } from '../../../contract/waiting-rooms';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  locations,
  type NewQueueEntry,
  type NewWaitingRoom,
  type QueueEntryRow,
  services,
  type WaitingRoomRow,
  waitingRoomQueue,
  waitingRooms,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql-rows';
import { idInTenant } from '../../db/tenant';

// Rooms

/** A room by id, within a business when one is named (the public pages name none). */
export const roomById = (roomId: number, businessId?: number) =>
  businessId === undefined
    ? eq(waitingRooms.id, roomId)
    : and(eq(waitingRooms.id, roomId), eq(waitingRooms.businessId, businessId));

/** Rooms of a business (or the one with this id) with their location's name, by name. */
export async function roomRows(db: DbOrTx, businessId: number, id?: number) {
  return db
    .select({ room: waitingRooms, locationName: locations.name })
    .from(waitingRooms)
    .leftJoin(locations, eq(locations.id, waitingRooms.locationId))
    .where(id === undefined ? eq(waitingRooms.businessId, businessId) : roomById(id, businessId))
    .orderBy(asc(waitingRooms.name), asc(waitingRooms.id));
}

/** The room's row, locked for the rest of the transaction: every change of its queue takes this first. */
export async function lockRoom(tx: DbOrTx, roomId: number, businessId?: number) {
  const [room] = await tx.select().from(waitingRooms).where(roomById(roomId, businessId)).for('update');
  return room;
}

/** The room with its business's name (the visitor's status page). */
export async function findRoomWithBusinessName(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select({ room: waitingRooms, businessName: businesses.name })
    .from(waitingRooms)
    .innerJoin(businesses, eq(businesses.id, waitingRooms.businessId))
    .where(eq(waitingRooms.id, roomId));
  return row;
}

/** The room with its business's name and plan (the public join page). */
export async function findRoomWithBusinessPlan(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select({
      room: waitingRooms,
      businessName: businesses.name,
      subscriptionTier: businesses.subscriptionTier,
      subscriptionStatus: businesses.subscriptionStatus,
    })
    .from(waitingRooms)
    .innerJoin(businesses, eq(businesses.id, waitingRooms.businessId))
    .where(eq(waitingRooms.id, roomId));
  return row;
}

/** The ids of the business's rooms at this location. */
export async function listRoomIdsAtLocation(tx: DbOrTx, businessId: number, locationId: number) {
  return tx
    .select({ id: waitingRooms.id })
    .from(waitingRooms)
    .where(and(eq(waitingRooms.businessId, businessId), eq(waitingRooms.locationId, locationId)));
}

export async function insertWaitingRoom(tx: DbOrTx, values: NewWaitingRoom) {
  const [row] = await tx.insert(waitingRooms).values(values).returning();
  return row;
}

/** Writes the room's changed fields; the row as it now stands. */
export async function updateWaitingRoomRow(tx: DbOrTx, roomId: number, values: Partial<NewWaitingRoom>) {
  const [row] = await tx.update(waitingRooms).set(values).where(eq(waitingRooms.id, roomId)).returning();
  return row;
}

export async function deleteWaitingRoomRow(tx: DbOrTx, roomId: number) {
  await tx.delete(waitingRooms).where(eq(waitingRooms.id, roomId));
}

/**
 * Stores the room's count and wait and bumps its queue's version; the new version (undefined when the room
 * is gone).
 */
export async function bumpRoomQueue(
  tx: DbOrTx,
  roomId: number,
  values: Pick<WaitingRoomRow, 'currentCount' | 'estimatedWaitTime' | 'updatedAt'>,
): Promise<number | undefined> {
  const [updated] = await tx
    .update(waitingRooms)
    .set({ ...values, queueVersion: sql`${waitingRooms.queueVersion} + 1` })
    .where(eq(waitingRooms.id, roomId))
    .returning({ version: waitingRooms.queueVersion });
  return updated?.version;
}

// Where a room is, and what it offers

/** The timezone of the business's location with this id; undefined when there is none. */
export async function findLocationTimezone(db: DbOrTx, businessId: number, locationId: number) {
  const [location] = await db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.businessId, businessId)));
  return location?.timezone;
}

/** The ids of the business's active locations. */
export async function listActiveLocationIds(tx: DbOrTx, businessId: number) {
  return tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.isActive, true)));
}

/** Those of `serviceIds` that are the business's active services. */
export async function listActiveServiceIds(tx: DbOrTx, businessId: number, serviceIds: number[]) {
  return tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(eq(services.businessId, businessId), eq(services.isActive, true), inArray(services.id, serviceIds)),
    );
}

/** Those of `serviceIds` that are the business's active services, with name and length, by name. */
export async function listOfferedServices(db: DbOrTx, businessId: number, serviceIds: number[]) {
  return db
    .select({ id: services.id, name: services.name, duration: services.duration })
    .from(services)
    .where(
      and(eq(services.businessId, businessId), eq(services.isActive, true), inArray(services.id, serviceIds)),
    )
    .orderBy(asc(services.name));
}

/** The name of the service with this id. */
export async function findServiceName(db: DbOrTx, businessId: number, serviceId: number) {
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(idInTenant(services, serviceId, businessId));
  return service?.name;
}

// The queue

/** One entry of the business's room, with its service's name. */
export async function loadEntry(db: DbOrTx, businessId: number, roomId: number, entryId: number) {
  const [row] = await db
    .select({ entry: waitingRoomQueue, serviceName: services.name })
    .from(waitingRoomQueue)
    .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
    .where(
      and(
        eq(waitingRoomQueue.id, entryId),
        eq(waitingRoomQueue.waitingRoomId, roomId),
        eq(waitingRoomQueue.businessId, businessId),
      ),
    );
  return row;
}

/** The entry with this id. */
export async function findQueueEntry(tx: DbOrTx, entryId: number) {
  const [entry] = await tx.select().from(waitingRoomQueue).where(eq(waitingRoomQueue.id, entryId));
  return entry;
}

/** The entry whose token hashes to this. */
export async function findEntryByTokenHash(db: DbOrTx, tokenHash: string) {
  const [entry] = await db.select().from(waitingRoomQueue).where(eq(waitingRoomQueue.tokenHash, tokenHash));
  return entry;
}

/** The room's entry with this id, locked for the rest of the transaction. */
export async function lockQueueEntry(tx: DbOrTx, roomId: number, entryId: number) {
  const [entry] = await tx
    .select()
    .from(waitingRoomQueue)
    .where(and(eq(waitingRoomQueue.id, entryId), eq(waitingRoomQueue.waitingRoomId, roomId)))
    .for('update');
  return entry;
}

/** Those still in the room (waiting, called or being served) with their service's name, in order. */
export async function listPresentEntries(db: DbOrTx, roomId: number) {
  return db
    .select({ entry: waitingRoomQueue, serviceName: services.name })
    .from(waitingRoomQueue)
    .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
    .where(
      and(eq(waitingRoomQueue.waitingRoomId, roomId), inArray(waitingRoomQueue.status, [...ACTIVE_STATUSES])),
    )
    .orderBy(asc(waitingRoomQueue.position), asc(waitingRoomQueue.calledAt), asc(waitingRoomQueue.id));
}

/** The room's last 200 visits finished since `since`, with their service's name, the latest first. */
export async function listFinishedEntriesSince(db: DbOrTx, roomId: number, since: Date) {
  return db
    .select({ entry: waitingRoomQueue, serviceName: services.name })
    .from(waitingRoomQueue)
    .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
    .where(
      and(
        eq(waitingRoomQueue.waitingRoomId, roomId),
        notInArray(waitingRoomQueue.status, [...ACTIVE_STATUSES]),
        isNotNull(waitingRoomQueue.completedAt),
        gte(waitingRoomQueue.completedAt, since),
      ),
    )
    .orderBy(desc(waitingRoomQueue.completedAt), desc(waitingRoomQueue.id))
    .limit(200);
}

/** How many are still in the room (waiting, called or being served). */
export async function countPresentEntries(tx: DbOrTx, roomId: number): Promise<number> {
  const [present] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitingRoomQueue)
    .where(
      and(eq(waitingRoomQueue.waitingRoomId, roomId), inArray(waitingRoomQueue.status, [...ACTIVE_STATUSES])),
    );
  return present?.n ?? 0;
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
export async function listVisitMinutesSince(db: DbOrTx, roomId: number, since: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select extract(epoch from ("completed_at" - "called_at")) / 60.0 as minutes
    from "waiting_room_queue"
    where "waiting_room_id" = ${roomId} and "status" = 'completed'
      and "called_at" is not null and "completed_at" >= ${since.toISOString()}::timestamptz
    order by "completed_at" desc, "id" desc`);
  return rowsOf<{ minutes: string | number }>(result).map((r) => Math.max(0, Number(r.minutes)));
}

export async function insertQueueEntry(tx: DbOrTx, values: NewQueueEntry) {
  const [row] = await tx.insert(waitingRoomQueue).values(values).returning();
  return row;
}

export async function updateQueueEntry(
  tx: DbOrTx,
  entryId: number,
  values: Pick<QueueEntryRow, 'status' | 'position' | 'estimatedCallTime' | 'calledAt' | 'completedAt'>,
) {
  await tx.update(waitingRoomQueue).set(values).where(eq(waitingRoomQueue.id, entryId));
}

/** Gives each named entry its place in line. */
export async function setQueuePositions(tx: DbOrTx, values: { id: number; position: number }[]) {
  await tx.execute(sql`
    update "waiting_room_queue" q set "position" = v.position
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, position int)
    where q."id" = v.id`);
}

/** Gives each named entry its place in line and its expected call time (an ISO instant, or null). */
export async function setQueuePositionsAndCallTimes(
  tx: DbOrTx,
  values: { id: number; position: number; eta: string | null }[],
) {
  await tx.execute(sql`
    update "waiting_room_queue" q
    set "position" = v.position, "estimated_call_time" = v.eta
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, position int, eta timestamptz)
    where q."id" = v.id`);
}

// Staff on duty

/** A room at a location counts that location's staff (and those named at no location). */
const atLocation = (locationId: number | null) =>
  locationId === null
    ? sql`true`
    : sql`(cardinality(s."location_ids") = 0 or ${locationId}::int = any(s."location_ids"))`;

/** The business's active staff (at the room's location) clocked in at `now` and not on a break. */
export async function countClockedInStaff(
  db: DbOrTx,
  room: Pick<WaitingRoomRow, 'businessId' | 'locationId'>,
  now: Date,
): Promise<number> {
  const here = atLocation(room.locationId);
  const instant = sql`${now.toISOString()}::timestamptz`;
  const clocked = await db.execute(sql`
    select count(distinct s."id")::int as n
    from "time_entries" te join "staff" s on s."id" = te."staff_id"
    where te."business_id" = ${room.businessId} and te."clock_out" is null and te."break_started_at" is null
      and te."clock_in" <= ${instant} and s."is_active" and s."removed_at" is null and ${here}`);
  return Number(rowsOf<{ n: number }>(clocked)[0]?.n ?? 0);
}

/**
 * The business's active staff (at the room's location) whose weekly hours cover the local `dayOfWeek` and
 * `time`, and who have no blocked time at `now`.
 */
export async function countScheduledStaff(
  db: DbOrTx,
  room: Pick<WaitingRoomRow, 'businessId' | 'locationId'>,
  now: Date,
  local: { dayOfWeek: number; time: string },
): Promise<number> {
  const here = atLocation(room.locationId);
  const instant = sql`${now.toISOString()}::timestamptz`;
  const scheduled = await db.execute(sql`
    select count(distinct s."id")::int as n
    from "availability_windows" w join "staff" s on s."id" = w."staff_id"
    where w."business_id" = ${room.businessId} and w."is_active" and w."day_of_week" = ${local.dayOfWeek}
      and w."start_time" <= ${local.time} and w."end_time" > ${local.time}
      and s."is_active" and s."removed_at" is null and ${here}
      and not exists (
        select 1 from "blocked_times" b
        where b."business_id" = ${room.businessId} and (b."staff_id" = s."id" or b."staff_id" is null)
          and b."starts_at" <= ${instant} and b."ends_at" > ${instant})`);
  return Number(rowsOf<{ n: number }>(scheduled)[0]?.n ?? 0);
}
