import {
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
import type { WaitingRoomRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { publicOrigin } from '../../lib/public-url';
import { refreshQueue, roomSettings } from './queue-state';
import {
  countPresentEntries,
  deleteWaitingRoomRow,
  insertWaitingRoom,
  listActiveLocationIds,
  listActiveServiceIds,
  listRoomIdsAtLocation,
  lockRoom,
  roomRows,
  updateWaitingRoomRow,
} from './repository';

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
  const active = await listActiveLocationIds(tx, businessId);
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
  const found = await listActiveServiceIds(tx, businessId, added);
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
  const rows = await listRoomIdsAtLocation(tx, businessId, locationId);
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
      const row = await insertWaitingRoom(tx, {
        businessId,
        name: input.name,
        description: input.description ?? null,
        isActive: input.isActive,
        maxCapacity: input.maxCapacity,
        welcomeMessage: input.welcomeMessage ?? null,
        locationId: input.locationId,
        settings: roomSettings({ settings: input.settings ?? {} }),
      });
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
      const row = await updateWaitingRoomRow(tx, id, {
        ...fields,
        ...(settings ? { settings: { ...roomSettings(room), ...settings } } : {}),
        updatedAt: now,
      });
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
    if ((await countPresentEntries(tx, id)) > 0) throw conflict(ROOM_HAS_VISITORS);
    await deleteWaitingRoomRow(tx, id);
    await recordAudit(tx, {
      businessId,
      action: 'waitingRoom.deleted',
      target: { type: 'waitingRoom', id: room.id, label: room.name },
      before: { name: room.name, isActive: room.isActive, locationId: room.locationId },
    });
  });
  return { message: WAITING_ROOM_DELETED };
}
