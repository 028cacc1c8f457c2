import {
  ACTION_REFUSED,
  ACTION_TRANSITIONS,
  IN_LINE_STATUSES,
  type JoinQueue,
  PLACE_NOT_FOUND,
  QUEUE_ENTRY_NOT_FOUND,
  type QueueAction,
  type QueueEntry,
  type QueueSource,
  SERVICE_NOT_OFFERED,
  statusPath,
  type VisitorQueueStatus,
  WAITING_LIST_CLOSED,
  WAITING_LIST_FULL,
  WAITING_ROOM_NOT_FOUND,
} from '../../../contract/waiting-rooms';
import { businessHasFeature } from '../../core/business-has-feature';
import type { Database, DbOrTx } from '../../db/client';
import type { QueueEntryRow, WaitingRoomRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { findActiveService } from '../services';
import { notifyVisitor } from './notify';
import { refreshQueue, roomSettings } from './queue-state';
import {
  findQueueEntry,
  insertQueueEntry,
  lineOf,
  loadEntry,
  lockQueueEntry,
  lockRoom,
  setQueuePositions,
  updateQueueEntry,
} from './repository';
import { toQueueEntry, visitorStatus } from './views';
import { findEntryByToken, newVisitorToken } from './visitor-token';

/** A service a walk-in may ask for: one the room offers, active, of this business. */
async function checkService(tx: DbOrTx, room: WaitingRoomRow, serviceId: number | null | undefined) {
  if (serviceId === null || serviceId === undefined) return null;
  const refused = badRequest(SERVICE_NOT_OFFERED, [{ path: 'serviceId', message: SERVICE_NOT_OFFERED }]);
  if (!roomSettings(room).serviceIds.includes(serviceId)) throw refused;
  const service = await findActiveService(tx, room.businessId, serviceId);
  if (!service) throw refused;
  return service.id;
}

/**
 * Joins a room's line, in one transaction holding the room's lock: closed rooms answer 409, and so does a
 * full one, counted under that lock, so concurrent joins can never pass the capacity. A room whose business's
 * plan no longer has front_desk is closed: nobody could call the visitor in from the gated staff screen.
 */
async function join(
  db: Database,
  roomId: number,
  businessId: number | undefined,
  input: JoinQueue,
  source: QueueSource,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId, businessId);
    if (!room) throw notFound(WAITING_ROOM_NOT_FOUND);
    if (!room.isActive || !(await businessHasFeature(tx, room.businessId, 'front_desk')))
      throw conflict(WAITING_LIST_CLOSED);
    const serviceId = await checkService(tx, room, input.serviceId);
    const line = await lineOf(tx, room.id);
    if (room.maxCapacity !== null && line.length >= room.maxCapacity) throw conflict(WAITING_LIST_FULL);
    const { token, tokenHash } = newVisitorToken();
    const row = await insertQueueEntry(tx, {
      businessId: room.businessId,
      waitingRoomId: room.id,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientPhone: input.clientPhone,
      serviceId,
      position: line.length + 1,
      status: 'waiting',
      source,
      tokenHash,
      joinedAt: now,
    });
    if (!row) throw new Error('insert returned no queue entry');
    await refreshQueue(tx, room, now);
    await notifyVisitor(tx, room, row, token, 'joined');
    const entry = await findQueueEntry(tx, row.id);
    return { entry: entry ?? row, token };
  });
}

/** The public join page: no sign-in. */
export async function joinQueue(db: Database, roomId: number, input: JoinQueue, now = new Date()) {
  const { entry, token } = await join(db, roomId, undefined, input, 'online', now);
  return {
    token,
    position: entry.position ?? 0,
    estimatedCallTime: entry.estimatedCallTime?.toISOString() ?? null,
    status: entry.status as QueueEntry['status'],
  };
}

/** Staff adding someone, or the reception kiosk (a signed-in tablet). */
export async function addToQueue(
  db: Database,
  businessId: number,
  roomId: number,
  input: JoinQueue & { source: 'kiosk' | 'staff' },
  now = new Date(),
) {
  const { entry, token } = await join(db, roomId, businessId, input, input.source, now);
  const found = await loadEntry(db, businessId, roomId, entry.id);
  return {
    entry: toQueueEntry(found?.entry ?? entry, found?.serviceName ?? null),
    token,
    statusPath: statusPath(token),
  };
}

/** The entry, locked, after its room (always room first, so two changes never wait on each other crosswise). */
async function lockEntry(tx: DbOrTx, room: WaitingRoomRow, entryId: number): Promise<QueueEntryRow> {
  const entry = await lockQueueEntry(tx, room.id, entryId);
  if (!entry) throw notFound(QUEUE_ENTRY_NOT_FOUND);
  return entry;
}

/** What a move to `status` changes: the times it stamps, and the place in line it keeps or gives up. */
function transitionFields(entry: QueueEntryRow, status: QueueEntry['status'], now: Date) {
  const inLine = (IN_LINE_STATUSES as readonly string[]).includes(status);
  return {
    status,
    position: inLine ? entry.position : null,
    estimatedCallTime: inLine ? entry.estimatedCallTime : null,
    calledAt: status === 'called' || (status === 'serving' && !entry.calledAt) ? now : entry.calledAt,
    completedAt: inLine || status === 'serving' ? null : now,
  };
}

/** An entry as it stands after a change, for the answer. */
async function answerEntry(db: DbOrTx, businessId: number, roomId: number, entryId: number) {
  const found = await loadEntry(db, businessId, roomId, entryId);
  if (!found) throw notFound(QUEUE_ENTRY_NOT_FOUND);
  return toQueueEntry(found.entry, found.serviceName);
}

/** call, start, complete, no-show or remove: one transaction; 409 when the entry's status doesn't allow it. */
export async function actOnEntry(
  db: Database,
  businessId: number,
  roomId: number,
  entryId: number,
  action: QueueAction,
  now = new Date(),
): Promise<QueueEntry> {
  await db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId, businessId);
    if (!room) throw notFound(WAITING_ROOM_NOT_FOUND);
    const entry = await lockEntry(tx, room, entryId);
    const { to, from } = ACTION_TRANSITIONS[action];
    if (!(from as readonly string[]).includes(entry.status)) throw conflict(ACTION_REFUSED[action]);
    await updateQueueEntry(tx, entry.id, transitionFields(entry, to, now));
    await refreshQueue(tx, room, now);
    if (action === 'call') await notifyVisitor(tx, room, entry, null, 'called');
  });
  return answerEntry(db, businessId, roomId, entryId);
}

/**
 * Moves a waiting visitor to another place among those waiting (those already called stay ahead): the line
 * is renumbered in the same transaction.
 */
export async function moveEntry(
  db: Database,
  businessId: number,
  roomId: number,
  entryId: number,
  position: number,
  now = new Date(),
): Promise<QueueEntry> {
  await db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId, businessId);
    if (!room) throw notFound(WAITING_ROOM_NOT_FOUND);
    const entry = await lockEntry(tx, room, entryId);
    if (entry.status !== 'waiting') throw conflict(ACTION_REFUSED.move);
    const line = (await lineOf(tx, room.id)).filter((e) => e.id !== entry.id);
    const called = line.filter((e) => e.status === 'called').length;
    const index = Math.min(Math.max(position - 1, called), line.length);
    const order = [...line.slice(0, index).map((e) => e.id), entry.id, ...line.slice(index).map((e) => e.id)];
    const values = order.map((id, i) => ({ id, position: i + 1 }));
    await setQueuePositions(tx, values);
    await refreshQueue(tx, room, now);
  });
  return answerEntry(db, businessId, roomId, entryId);
}

/** The visitor leaves the line from their status page (their token is their only credential). */
export async function leaveQueue(db: Database, token: string, now = new Date()): Promise<VisitorQueueStatus> {
  const found = await findEntryByToken(db, token);
  if (!found) throw notFound(PLACE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const room = await lockRoom(tx, found.waitingRoomId);
    if (!room) throw notFound(QUEUE_ENTRY_NOT_FOUND);
    const entry = await lockEntry(tx, room, found.id);
    if (!(IN_LINE_STATUSES as readonly string[]).includes(entry.status)) throw conflict(ACTION_REFUSED.leave);
    await updateQueueEntry(tx, entry.id, transitionFields(entry, 'left', now));
    await refreshQueue(tx, room, now);
  });
  return visitorStatus(db, token, now);
}
