import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  type CreateWaitingRoom,
  joinPath,
  LOCATION_HAS_ROOM,
  LOCATION_NOT_FOUND,
  LOCATION_REQUIRED,
  ROOM_HAS_VISITORS,
  type UpdateWaitingRoom,
  WAITING_ROOM_DELETED,
  WAITING_ROOM_NOT_FOUND,
  type WaitingRoom,
} from '../../../contract/waiting-rooms';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import {
  locations,
  services,
  type WaitingRoomRow,
  waitingRoomQueue,
  waitingRooms,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { publicOrigin } from '../../lib/public-url';
import { lockRoom, refreshQueue, roomById, roomSettings } from './queue-state';

export function toWaitingRoom(row: WaitingRoomRow, locationName: string | null): WaitingRoom {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    maxCapacity: row.maxCapacity,
    currentCount: row.currentCount,
    estimatedWaitTime: row.estimatedWaitTime,
    welcomeMessage: row.welcomeMessage,
    settings: roomSettings(row),
    locationId: row.locationId,
    locationName,
    joinPath: joinPath(row.id),
    joinUrl: `${publicOrigin()}${joinPath(row.id)}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rooms of a business (or the one with this id) with their location's name, by name. */
export async function roomRows(db: DbOrTx, businessId: number, id?: number) {
  return db
    .select({ room: waitingRooms, locationName: locations.name })
    .from(waitingRooms)
    .leftJoin(locations, eq(locations.id, waitingRooms.locationId))
    .where(id === undefined ? eq(waitingRooms.businessId, businessId) : roomById(id, businessId))
    .orderBy(asc(waitingRooms.name), asc(waitingRooms.id));
}

export const listWaitingRooms = async (db: DbOrTx, businessId: number) =>
  (await roomRows(db, businessId)).map((r) => toWaitingRoom(r.room, r.locationName));

export async function getWaitingRoom(db: DbOrTx, businessId: number, id: number): Promise<WaitingRoom> {
  const [found] = await roomRows(db, businessId, id);
  if (!found) throw notFound(WAITING_ROOM_NOT_FOUND);
  return toWaitingRoom(found.room, found.locationName);
}

/**
 * Where a room is: a business with active locations names one of them (one room each); without locations,
 * none. A location of another business is not found.
 */
async function checkLocation(tx: DbOrTx, businessId: number, locationId: number | null) {
  const active = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.isActive, true)));
  if (locationId === null) {
    if (active.length > 0)
      throw badRequest(LOCATION_REQUIRED, [{ path: 'locationId', message: LOCATION_REQUIRED }]);
    return;
  }
  if (!active.some((l) => l.id === locationId))
    throw badRequest(LOCATION_NOT_FOUND, [{ path: 'locationId', message: LOCATION_NOT_FOUND }]);
}

/** Walk-in services must be this business's active services (those the room already offers may stay). */
async function checkServices(
  tx: DbOrTx,
  businessId: number,
  serviceIds: number[] | undefined,
  kept: ReadonlySet<number> = new Set(),
) {
  const added = (serviceIds ?? []).filter((id) => !kept.has(id));
  if (added.length === 0) return;
  const found = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(eq(services.businessId, businessId), eq(services.isActive, true), inArray(services.id, added)),
    );
  const known = new Set([...kept, ...found.map((s) => s.id)]);
  const missing = (serviceIds ?? []).findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw badRequest('Service not found', [
      { path: `settings.serviceIds.${missing}`, message: 'Service not found' },
    ]);
}

/** Two rooms for one location at once: the unique index decides, as 409. */
async function asLocationConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(LOCATION_HAS_ROOM);
    throw error;
  }
}

async function locationTaken(tx: DbOrTx, businessId: number, locationId: number | null, exceptId?: number) {
  if (locationId === null) return false;
  const rows = await tx
    .select({ id: waitingRooms.id })
    .from(waitingRooms)
    .where(and(eq(waitingRooms.businessId, businessId), eq(waitingRooms.locationId, locationId)));
  return rows.some((r) => r.id !== exceptId);
}

export async function createWaitingRoom(
  db: Database,
  businessId: number,
  input: CreateWaitingRoom,
  now = new Date(),
): Promise<WaitingRoom> {
  const id = await asLocationConflict(() =>
    db.transaction(async (tx) => {
      await checkLocation(tx, businessId, input.locationId);
      await checkServices(tx, businessId, input.settings?.serviceIds);
      if (await locationTaken(tx, businessId, input.locationId)) throw conflict(LOCATION_HAS_ROOM);
      const [row] = await tx
        .insert(waitingRooms)
        .values({
          businessId,
          name: input.name,
          description: input.description ?? null,
          isActive: input.isActive,
          maxCapacity: input.maxCapacity,
          welcomeMessage: input.welcomeMessage ?? null,
          locationId: input.locationId,
          settings: roomSettings({ settings: input.settings ?? {} }),
        })
        .returning();
      if (!row) throw new Error('insert returned no waiting room');
      await refreshQueue(tx, row, now);
      return row.id;
    }),
  );
  return getWaitingRoom(db, businessId, id);
}

export async function updateWaitingRoom(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateWaitingRoom,
  now = new Date(),
): Promise<WaitingRoom> {
  await asLocationConflict(() =>
    db.transaction(async (tx) => {
      const room = await lockRoom(tx, id, businessId);
      if (!room) throw notFound(WAITING_ROOM_NOT_FOUND);
      // Only what changes is checked: a room keeps a location or a service switched off since.
      if (input.locationId !== undefined && input.locationId !== room.locationId) {
        await checkLocation(tx, businessId, input.locationId);
        if (await locationTaken(tx, businessId, input.locationId, id)) throw conflict(LOCATION_HAS_ROOM);
      }
      const kept = new Set(roomSettings(room).serviceIds);
      await checkServices(tx, businessId, input.settings?.serviceIds, kept);
      const { settings, ...fields } = input;
      const [row] = await tx
        .update(waitingRooms)
        .set({
          ...fields,
          ...(settings ? { settings: { ...roomSettings(room), ...settings } } : {}),
          updatedAt: now,
        })
        .where(eq(waitingRooms.id, id))
        .returning();
      // The default visit length or the location (its staff) may change every estimate.
      if (row) await refreshQueue(tx, row, now);
    }),
  );
  return getWaitingRoom(db, businessId, id);
}

/** Refused while anyone is still waiting, called or being served: the room would vanish under them. */
export async function deleteWaitingRoom(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const room = await lockRoom(tx, id, businessId);
    if (!room) throw notFound(WAITING_ROOM_NOT_FOUND);
    const [present] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingRoomQueue)
      .where(
        and(eq(waitingRoomQueue.waitingRoomId, id), inArray(waitingRoomQueue.status, [...ACTIVE_STATUSES])),
      );
    if ((present?.n ?? 0) > 0) throw conflict(ROOM_HAS_VISITORS);
    await tx.delete(waitingRooms).where(eq(waitingRooms.id, id));
    await recordAudit(tx, {
      businessId,
      action: 'waitingRoom.deleted',
      target: { type: 'waitingRoom', id: room.id, label: room.name },
      before: { name: room.name, isActive: room.isActive, locationId: room.locationId },
    });
  });
  return { message: WAITING_ROOM_DELETED };
}
