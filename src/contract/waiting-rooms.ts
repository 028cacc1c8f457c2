import { z } from 'zod';
import { MAX_ID, optionalDescription, requiredText } from './common';
import { optionalPhoneNumber } from './phone';
import { rowId } from './products';

/**
 * Walk-ins (spec §3 waiting_rooms, waiting_room_queue). A visitor waits, is called, is served and completed,
 * or leaves the line (left: they left; no_show: called and never came; removed: staff took them off).
 */
export const queueStatuses = [
  'waiting',
  'called',
  'serving',
  'completed',
  'left',
  'no_show',
  'removed',
] as const;
export type QueueStatus = (typeof queueStatuses)[number];
/** In line: numbered, counted in the room's currentCount and its capacity. */
export const IN_LINE_STATUSES = ['waiting', 'called'] as const satisfies readonly QueueStatus[];
/** Still in the room: the staff screen's live list. */
export const ACTIVE_STATUSES = ['waiting', 'called', 'serving'] as const satisfies readonly QueueStatus[];

/** What staff do to an entry: POST /api/waiting-rooms/{id}/queue/{entryId}/{action}. */
export const queueActions = ['call', 'start', 'complete', 'no-show', 'remove'] as const;
export type QueueAction = (typeof queueActions)[number];

/** How an entry joined: the public join page, the reception kiosk, or staff adding someone. */
export const queueSources = ['online', 'kiosk', 'staff'] as const;
export type QueueSource = (typeof queueSources)[number];

export const WAITING_LIST_FULL = 'The waiting list is full';
export const WAITING_LIST_CLOSED = 'This waiting list is closed';
export const WAITING_ROOM_NOT_FOUND = 'Waiting room not found';
export const QUEUE_ENTRY_NOT_FOUND = 'Queue entry not found';
export const PLACE_NOT_FOUND = 'This place in line was not found';
export const WAITING_ROOM_ADDED = 'Waiting room created successfully';
export const WAITING_ROOM_UPDATED = 'Waiting room updated successfully';
export const WAITING_ROOM_DELETED = 'Waiting room deleted successfully';
export const LOCATION_HAS_ROOM = 'This location already has a waiting room';
export const LOCATION_REQUIRED = 'Choose the location of this waiting room';
export const LOCATION_NOT_FOUND = 'Location not found';
export const SERVICE_NOT_OFFERED = 'Choose one of the services offered for walk-ins';
export const ROOM_HAS_VISITORS = 'Visitors are still in this waiting list';

/** Why an action was refused (409): the entry is not in a state it can leave that way. */
export const ACTION_REFUSED: Record<QueueAction | 'leave' | 'move', string> = {
  call: 'Only a waiting visitor can be called',
  start: 'Only a waiting or called visitor can be served',
  complete: 'Only a visitor being served can be completed',
  'no-show': 'Only a waiting or called visitor can be marked as a no-show',
  remove: 'This visitor is no longer in the waiting list',
  leave: 'You are no longer in line',
  move: 'Only a waiting visitor can be moved',
};

/** The status each action leads to, and the statuses it may start from. */
export const ACTION_TRANSITIONS: Record<QueueAction, { to: QueueStatus; from: readonly QueueStatus[] }> = {
  call: { to: 'called', from: ['waiting'] },
  start: { to: 'serving', from: ['waiting', 'called'] },
  complete: { to: 'completed', from: ['serving'] },
  'no-show': { to: 'no_show', from: ['waiting', 'called'] },
  remove: { to: 'removed', from: ['waiting', 'called', 'serving'] },
};

/** Minutes a visit takes when the room has no history today and the visitor asked for no service. */
export const DEFAULT_VISIT_MINUTES = 20;
/** The estimate's history: the median of this many of today's most recent visits. */
export const ESTIMATE_SAMPLE = 10;

/** What a TV board shows of a name: the first name and the last name's initial ("Maria G."). */
export function boardName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = Array.from(words[words.length - 1] ?? '')[0]?.toUpperCase() ?? '';
  return `${first} ${initial}.`;
}

/** The join page's address for a room (the poster's QR code carries it). */
export const joinPath = (roomId: number) => `/queue/join/${roomId}`;
/** A visitor's own status page. */
export const statusPath = (token: string) => `/queue/${token}`;

// ---- Rooms ----

export const roomSettingsSchema = z
  .object({
    serviceIds: z
      .array(rowId('Service not found'), { error: 'Services must be a list' })
      .max(100, 'At most 100 services')
      .transform((ids) => [...new Set(ids)])
      .describe('Services a walk-in may ask for; empty: they don\u2019t choose one'),
    notifyEmail: z
      .boolean({ error: 'Email notification must be true or false' })
      .describe('Email a visitor when called (plan feature email_notifications)'),
    notifySms: z
      .boolean({ error: 'Text notification must be true or false' })
      .describe('Text a visitor when called, when text messages are configured'),
    defaultVisitMinutes: z
      .number({ error: 'Default visit length must be a whole number of minutes' })
      .int('Default visit length must be a whole number of minutes')
      .min(1, 'Default visit length must be at least 1 minute')
      .max(480, 'Default visit length must be at most 480 minutes')
      .describe('Minutes a visit is assumed to take without history or a service'),
  })
  .strict();
export type RoomSettings = z.output<typeof roomSettingsSchema>;
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  serviceIds: [],
  notifyEmail: true,
  notifySms: true,
  defaultVisitMinutes: DEFAULT_VISIT_MINUTES,
};

const capacity = z
  .number({ error: 'Capacity must be a whole number' })
  .int('Capacity must be a whole number')
  .min(1, 'Capacity must be at least 1')
  .max(1000, 'Capacity must be at most 1000')
  .nullable()
  .describe('Most visitors waiting or called at once; null: no limit');

const welcomeMessage = z
  .string()
  .trim()
  .max(500, 'Welcome message must be at most 500 characters')
  .transform((v) => (v === '' ? null : v))
  .nullable();

const roomFields = {
  name: requiredText('Name', 100),
  description: optionalDescription,
  isActive: z.boolean({ error: 'Active must be true or false' }),
  maxCapacity: capacity,
  welcomeMessage,
  locationId: rowId(LOCATION_NOT_FOUND)
    .nullable()
    .describe('Where the room is; required (one room each) when the business has locations'),
};

export const createWaitingRoomSchema = z
  .object({
    ...roomFields,
    description: roomFields.description.optional(),
    isActive: roomFields.isActive.default(true),
    maxCapacity: roomFields.maxCapacity.default(null),
    welcomeMessage: roomFields.welcomeMessage.optional(),
    locationId: roomFields.locationId.default(null),
    settings: roomSettingsSchema.partial().optional(),
  })
  .strict()
  .meta({ id: 'CreateWaitingRoom' });
export type CreateWaitingRoomInput = z.input<typeof createWaitingRoomSchema>;
export type CreateWaitingRoom = z.output<typeof createWaitingRoomSchema>;

export const updateWaitingRoomSchema = z
  .object({ ...roomFields, settings: roomSettingsSchema.partial() })
  .partial()
  .strict()
  .meta({ id: 'UpdateWaitingRoom' });
export type UpdateWaitingRoomInput = z.input<typeof updateWaitingRoomSchema>;
export type UpdateWaitingRoom = z.output<typeof updateWaitingRoomSchema>;

const settingsAnswer = z.object({
  serviceIds: z.array(z.number().int()),
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  defaultVisitMinutes: z.number().int(),
});

export const waitingRoomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    maxCapacity: z.number().int().nullable(),
    currentCount: z.number().int().describe('Visitors waiting or called'),
    estimatedWaitTime: z
      .number()
      .int()
      .nullable()
      .describe('Minutes someone joining now would wait, recomputed on every change'),
    welcomeMessage: z.string().nullable(),
    settings: settingsAnswer,
    locationId: z.number().int().nullable(),
    locationName: z.string().nullable(),
    joinPath: z.string().describe('The public join page'),
    joinUrl: z
      .string()
      .describe(
        "The join page's full address (PUBLIC_URL): the one the poster's QR code, its printed link and Copy join link all give",
      ),
    createdAt: z.string(),
  })
  .meta({ id: 'WaitingRoom' });
export type WaitingRoom = z.infer<typeof waitingRoomSchema>;

// ---- Queue ----

const visitorFields = {
  clientName: requiredText('Name', 100),
  clientEmail: z
    .union([z.literal(''), z.null(), z.email('Valid email is required').max(254, 'Valid email is required')])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  clientPhone: optionalPhoneNumber.transform((v) => v ?? null),
  serviceId: rowId(SERVICE_NOT_OFFERED).nullable().optional().describe("One of the room's walk-in services"),
};

/** POST /api/public/waiting-rooms/{id}/queue: joining, no sign-in. */
export const joinQueueSchema = z.object(visitorFields).strict().meta({ id: 'JoinQueue' });
export type JoinQueueInput = z.input<typeof joinQueueSchema>;
export type JoinQueue = z.output<typeof joinQueueSchema>;

/** POST /api/waiting-rooms/{id}/queue: staff adding someone, or the reception kiosk. */
export const addToQueueSchema = z
  .object({
    ...visitorFields,
    source: z
      .enum(['kiosk', 'staff'], { error: 'Source must be kiosk or staff' })
      .default('staff')
      .describe('kiosk: the reception tablet; staff: added by a member'),
  })
  .strict()
  .meta({ id: 'AddToQueue' });
export type AddToQueueInput = z.input<typeof addToQueueSchema>;

/** POST /api/waiting-rooms/{id}/queue/{entryId}/move: a new place among those waiting. */
export const moveQueueEntrySchema = z
  .object({
    position: z
      .number({ error: 'Position must be a whole number' })
      .int('Position must be a whole number')
      .min(1, 'Position must be at least 1')
      .max(10_000, 'Position is too large'),
  })
  .strict()
  .meta({ id: 'MoveQueueEntry' });

export const queueEntryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  entryId: z.coerce.number().int().positive().max(MAX_ID),
});
export const queueActionParamsSchema = queueEntryParamsSchema.extend({
  action: z.enum(queueActions, { error: 'Action must be call, start, complete, no-show or remove' }),
});
export const queueTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

export const queueEntrySchema = z
  .object({
    id: z.number().int(),
    waitingRoomId: z.number().int(),
    clientName: z.string(),
    clientEmail: z.string().nullable(),
    clientPhone: z.string().nullable(),
    serviceId: z.number().int().nullable(),
    serviceName: z.string().nullable(),
    position: z.number().int().nullable().describe('1, 2, ... while waiting or called; null afterwards'),
    estimatedCallTime: z.string().nullable().describe('When a waiting visitor is expected to be called'),
    status: z.enum(queueStatuses),
    source: z.enum(queueSources),
    joinedAt: z.string(),
    calledAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'QueueEntry' });
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const estimateBases = ['history', 'service', 'default'] as const;
export const staffBases = ['clocked_in', 'available', 'assumed'] as const;

/** What the wait estimate was made of, shown to staff beside the queue. */
export const waitEstimateSchema = z
  .object({
    minutesPerVisit: z.number().int().describe('For a visitor without a service'),
    basis: z
      .enum(estimateBases)
      .describe('history: the median of today\u2019s last visits; service: durations asked for; default'),
    visitsToday: z.number().int().describe('Visits completed in this room today'),
    sample: z.number().int().describe('How many of them the median is over (at most 10)'),
    staffOnDuty: z.number().int(),
    staffBasis: z
      .enum(staffBases)
      .describe('clocked_in: on the time clock now; available: weekly hours now; assumed: one'),
  })
  .meta({ id: 'WaitEstimate' });
export type WaitEstimate = z.infer<typeof waitEstimateSchema>;

/** GET /api/waiting-rooms/{id}/queue */
export const queueViewSchema = z
  .object({
    room: waitingRoomSchema,
    entries: z.array(queueEntrySchema).describe('Waiting and called by position, then those being served'),
    finishedToday: z
      .array(queueEntrySchema)
      .describe("Today's completed, left, no-show and removed, newest first"),
    estimate: waitEstimateSchema,
    version: z.number().int().describe('Goes up with every change of this queue'),
  })
  .meta({ id: 'QueueView' });
export type QueueView = z.infer<typeof queueViewSchema>;

/** 201 of a join: the visitor's token opens /queue/{token}. */
export const joinedQueueSchema = z
  .object({
    token: z.string(),
    position: z.number().int(),
    estimatedCallTime: z.string().nullable(),
    status: z.enum(queueStatuses),
  })
  .meta({ id: 'JoinedQueue' });
export type JoinedQueue = z.infer<typeof joinedQueueSchema>;

/** 201 of a staff or kiosk add: the entry, and the token of its status page. */
export const addedToQueueSchema = z
  .object({ entry: queueEntrySchema, token: z.string(), statusPath: z.string() })
  .meta({ id: 'AddedToQueue' });

/** GET /api/public/waiting-rooms/{id}: what the join page shows. */
export const publicWaitingRoomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    welcomeMessage: z.string().nullable(),
    businessName: z.string(),
    isActive: z.boolean(),
    isFull: z.boolean(),
    currentCount: z.number().int(),
    estimatedWaitTime: z.number().int().nullable(),
    services: z.array(z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() })),
  })
  .meta({ id: 'PublicWaitingRoom' });
export type PublicWaitingRoom = z.infer<typeof publicWaitingRoomSchema>;

/** GET /api/public/queue/{token}: the visitor's own entry, nobody else's. */
export const visitorQueueStatusSchema = z
  .object({
    status: z.enum(queueStatuses),
    position: z.number().int().nullable(),
    estimatedCallTime: z.string().nullable(),
    clientName: z.string(),
    serviceName: z.string().nullable(),
    joinedAt: z.string(),
    calledAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    room: z.object({ id: z.number().int(), name: z.string(), welcomeMessage: z.string().nullable() }),
    businessName: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'VisitorQueueStatus' });
export type VisitorQueueStatus = z.infer<typeof visitorQueueStatusSchema>;

/** GET /api/waiting-rooms/{id}/board: the TV board; first names and initials only. */
export const queueBoardSchema = z
  .object({
    roomName: z.string(),
    estimatedWaitTime: z.number().int().nullable(),
    currentCount: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        displayName: z.string().describe('"Maria G."'),
        status: z.enum(ACTIVE_STATUSES),
        position: z.number().int().nullable(),
      }),
    ),
    version: z.number().int(),
  })
  .meta({ id: 'QueueBoard' });
export type QueueBoard = z.infer<typeof queueBoardSchema>;

// ---- /ws?channel=queue ----

/**
 * Staff (session cookie, `walkIns.view`) open `/ws?channel=queue` and hear every room of their business; a
 * visitor opens it and sends `{ type: 'auth', token }` with their queue token and hears their room only.
 * Events only say that a queue changed: a screen reads it again (and reads it on every (re)connect, so a
 * screen that was offline catches up).
 */
export type QueueServerToClient =
  | { type: 'connected'; data: { kind: 'queue_staff' | 'queue_visitor'; businessId: number } }
  | { type: 'queue_changed'; data: { roomId: number; version: number } }
  | { type: 'pong' };
