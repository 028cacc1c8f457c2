import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { hasFeature } from '../../../contract/plans';
import {
  ACTIVE_STATUSES,
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
import {
  businesses,
  type QueueEntryRow,
  services,
  waitingRoomQueue,
  waitingRooms,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { estimateRoom, roomSettings } from './queue-state';
import { roomRows, toWaitingRoom } from './rooms';
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

/**
 * What the staff's queue and the TV board share: the room, its estimate recomputed as the queue is read (so
 * a clock-in since the last change counts), and those still in the room in order.
 */
async function liveQueue(db: DbOrTx, businessId: number, roomId: number, now: Date) {
  const [found] = await roomRows(db, businessId, roomId);
  if (!found) throw notFound(WAITING_ROOM_NOT_FOUND);
  const [live, present] = await Promise.all([
    estimateRoom(db, found.room, now),
    db
      .select({ entry: waitingRoomQueue, serviceName: services.name })
      .from(waitingRoomQueue)
      .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
      .where(
        and(
          eq(waitingRoomQueue.waitingRoomId, roomId),
          inArray(waitingRoomQueue.status, [...ACTIVE_STATUSES]),
        ),
      )
      .orderBy(asc(waitingRoomQueue.position), asc(waitingRoomQueue.calledAt), asc(waitingRoomQueue.id)),
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
  const finished = await db
    .select({ entry: waitingRoomQueue, serviceName: services.name })
    .from(waitingRoomQueue)
    .leftJoin(services, eq(services.id, waitingRoomQueue.serviceId))
    .where(
      and(
        eq(waitingRoomQueue.waitingRoomId, roomId),
        notInArray(waitingRoomQueue.status, [...ACTIVE_STATUSES]),
        isNotNull(waitingRoomQueue.completedAt),
        gte(waitingRoomQueue.completedAt, live.dayStart),
      ),
    )
    .orderBy(desc(waitingRoomQueue.completedAt), desc(waitingRoomQueue.id))
    .limit(200);
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
  const [room] = await db
    .select({ room: waitingRooms, businessName: businesses.name })
    .from(waitingRooms)
    .innerJoin(businesses, eq(businesses.id, waitingRooms.businessId))
    .where(eq(waitingRooms.id, entry.waitingRoomId));
  if (!room) throw notFound(PLACE_NOT_FOUND);
  const [service] = entry.serviceId
    ? await db.select({ name: services.name }).from(services).where(eq(services.id, entry.serviceId))
    : [];
  const live = entry.position === null ? undefined : (await estimateRoom(db, room.room, now)).callTimes;
  const view = toQueueEntry(entry, service?.name ?? null, live);
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
  const [found] = await db
    .select({
      room: waitingRooms,
      businessName: businesses.name,
      subscriptionTier: businesses.subscriptionTier,
      subscriptionStatus: businesses.subscriptionStatus,
    })
    .from(waitingRooms)
    .innerJoin(businesses, eq(businesses.id, waitingRooms.businessId))
    .where(eq(waitingRooms.id, roomId));
  if (!found) throw notFound(WAITING_ROOM_NOT_FOUND);
  const { room } = found;
  const serviceIds = roomSettings(room).serviceIds;
  const offered =
    serviceIds.length === 0
      ? []
      : await db
          .select({ id: services.id, name: services.name, duration: services.duration })
          .from(services)
          .where(
            and(
              eq(services.businessId, room.businessId),
              eq(services.isActive, true),
              inArray(services.id, serviceIds),
            ),
          )
          .orderBy(asc(services.name));
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
