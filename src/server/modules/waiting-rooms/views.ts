import { hasFeature } from '../../../contract/plans';
import {
  boardName,
  PLACE_NOT_FOUND,
  type PublicWaitingRoom,
  type QueueBoard,
  type QueueEntry,
  type QueueSource,
  type QueueStatus,
  type QueueView,
  type VisitorQueueStatus,
  WAITING_ROOM_NOT_FOUND,
} from '../../../contract/waiting-rooms';
import type { DbOrTx } from '../../db/client';
import type { QueueEntryRow } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { estimateRoom, roomSettings } from './queue-state';
import {
  findRoomWithBusinessName,
  findRoomWithBusinessPlan,
  findServiceName,
  listFinishedEntriesSince,
  listOfferedServices,
  listPresentEntries,
  roomRows,
} from './repository';
import { toWaitingRoom } from './rooms';
import { findEntryByToken } from './visitor-token';

type LiveTimes = Map<number, Date>;

export function toQueueEntry(row: QueueEntryRow, serviceName: string | null, live?: LiveTimes): QueueEntry {
  const eta = live?.get(row.id) ?? (row.position === null ? null : row.estimatedCallTime);
  return {
    id: row.id,
    waitingRoomId: row.waitingRoomId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    serviceId: row.serviceId,
    serviceName,
    position: row.position,
    estimatedCallTime: eta?.toISOString() ?? null,
    status: row.status as QueueStatus,
    source: row.source as QueueSource,
    joinedAt: row.joinedAt.toISOString(),
    calledAt: row.calledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * What the staff's queue and the TV board share: the room, its estimate recomputed as the queue is read (so
 * a clock-in since the last change counts), and those still in the room in order.
 */
async function liveQueue(db: DbOrTx, businessId: number, roomId: number, now: Date) {
  const [found] = await roomRows(db, businessId, roomId);
  if (!found) throw notFound(WAITING_ROOM_NOT_FOUND);
  const [live, present] = await Promise.all([
    estimateRoom(db, found.room, now),
    listPresentEntries(db, roomId),
  ]);
  return {
    room: {
      ...toWaitingRoom(found.room, found.locationName),
      currentCount: live.line.length,
      estimatedWaitTime: live.roomWaitMinutes,
    },
    live,
    entries: present.map((r) => toQueueEntry(r.entry, r.serviceName, live.callTimes)),
    version: found.room.queueVersion,
  };
}

/** The staff's queue: those still in the room in order, today's finished ones, and the estimate's inputs. */
export async function queueView(
  db: DbOrTx,
  businessId: number,
  roomId: number,
  now = new Date(),
): Promise<QueueView> {
  const { room, live, entries, version } = await liveQueue(db, businessId, roomId, now);
  const finished = await listFinishedEntriesSince(db, roomId, live.dayStart);
  return {
    room,
    entries,
    finishedToday: finished.map((r) => toQueueEntry(r.entry, r.serviceName)),
    estimate: live.estimate,
    version,
  };
}

/** A visitor's own entry, found by their token only. */
export async function visitorStatus(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<VisitorQueueStatus> {
  const entry = await findEntryByToken(db, token);
  if (!entry) throw notFound(PLACE_NOT_FOUND);
  const room = await findRoomWithBusinessName(db, entry.waitingRoomId);
  if (!room) throw notFound(PLACE_NOT_FOUND);
  const serviceName = entry.serviceId
    ? await findServiceName(db, room.room.businessId, entry.serviceId)
    : undefined;
  const live = entry.position === null ? undefined : (await estimateRoom(db, room.room, now)).callTimes;
  const view = toQueueEntry(entry, serviceName ?? null, live);
  return {
    status: view.status,
    position: view.position,
    estimatedCallTime: view.status === 'waiting' ? view.estimatedCallTime : null,
    clientName: view.clientName,
    serviceName: view.serviceName,
    joinedAt: view.joinedAt,
    calledAt: view.calledAt,
    completedAt: view.completedAt,
    room: { id: room.room.id, name: room.room.name, welcomeMessage: room.room.welcomeMessage },
    businessName: room.businessName,
    version: room.room.queueVersion,
  };
}

/** The TV board: first names and initials, never an email, phone or full name. */
export async function queueBoard(
  db: DbOrTx,
  businessId: number,
  roomId: number,
  now = new Date(),
): Promise<QueueBoard> {
  const { room, entries, version } = await liveQueue(db, businessId, roomId, now);
  return {
    roomName: room.name,
    estimatedWaitTime: room.estimatedWaitTime,
    currentCount: room.currentCount,
    entries: entries.map((e) => ({
      id: e.id,
      displayName: boardName(e.clientName),
      status: e.status as QueueBoard['entries'][number]['status'],
      position: e.position,
    })),
    version,
  };
}

/** What the public join page shows of a room. */
export async function publicWaitingRoom(
  db: DbOrTx,
  roomId: number,
  now = new Date(),
): Promise<PublicWaitingRoom> {
  const found = await findRoomWithBusinessPlan(db, roomId);
  if (!found) throw notFound(WAITING_ROOM_NOT_FOUND);
  const { room } = found;
  const serviceIds = roomSettings(room).serviceIds;
  const offered = serviceIds.length === 0 ? [] : await listOfferedServices(db, room.businessId, serviceIds);
  const live = await estimateRoom(db, room, now);
  const count = live.line.length;
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    welcomeMessage: room.welcomeMessage,
    businessName: found.businessName,
    // Without front_desk the join page shows the room closed, as a join would answer (decision 021).
    isActive: room.isActive && hasFeature(found, 'front_desk'),
    isFull: room.maxCapacity !== null && count >= room.maxCapacity,
    currentCount: count,
    estimatedWaitTime: live.roomWaitMinutes,
    services: offered,
  };
}
