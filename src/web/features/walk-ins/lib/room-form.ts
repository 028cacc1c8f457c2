import {
  type CreateWaitingRoomInput,
  DEFAULT_ROOM_SETTINGS,
  type UpdateWaitingRoomInput,
  type WaitingRoom,
} from '../../../../contract/waiting-rooms';

/** What the inputs hold: text as typed, the switches, the location's id as text ('' none), ticked services. */
export type RoomFormValues = {
  name: string;
  description: string;
  welcomeMessage: string;
  maxCapacity: string;
  isActive: boolean;
  locationId: string;
  settings: {
    serviceIds: number[];
    notifyEmail: boolean;
    notifySms: boolean;
    defaultVisitMinutes: string;
  };
};

/** The form's fields, named as the contract's paths: a 400's `errors[].path` lands on one of these. */
export const roomFormFields = [
  'name',
  'description',
  'welcomeMessage',
  'maxCapacity',
  'isActive',
  'locationId',
  'settings.serviceIds',
  'settings.notifyEmail',
  'settings.notifySms',
  'settings.defaultVisitMinutes',
] as const;

export const emptyRoomForm: RoomFormValues = {
  name: '',
  description: '',
  welcomeMessage: '',
  maxCapacity: '',
  isActive: true,
  locationId: '',
  settings: {
    serviceIds: DEFAULT_ROOM_SETTINGS.serviceIds,
    notifyEmail: DEFAULT_ROOM_SETTINGS.notifyEmail,
    notifySms: DEFAULT_ROOM_SETTINGS.notifySms,
    defaultVisitMinutes: String(DEFAULT_ROOM_SETTINGS.defaultVisitMinutes),
  },
};

export function roomToForm(room: WaitingRoom): RoomFormValues {
  return {
    name: room.name,
    description: room.description ?? '',
    welcomeMessage: room.welcomeMessage ?? '',
    maxCapacity: room.maxCapacity === null ? '' : String(room.maxCapacity),
    isActive: room.isActive,
    locationId: room.locationId === null ? '' : String(room.locationId),
    settings: {
      serviceIds: room.settings.serviceIds,
      notifyEmail: room.settings.notifyEmail,
      notifySms: room.settings.notifySms,
      defaultVisitMinutes: String(room.settings.defaultVisitMinutes),
    },
  };
}

/** Blank is none; anything else goes to the contract to judge ("abc" becomes its whole-number message). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body the contract parses (create and update alike): blanks become null, numbers are numbers. */
export function formToRoomInput(values: RoomFormValues): CreateWaitingRoomInput {
  return {
    name: values.name,
    description: values.description,
    welcomeMessage: values.welcomeMessage,
    maxCapacity: numberOrNull(values.maxCapacity),
    isActive: values.isActive,
    locationId: numberOrNull(values.locationId),
    settings: {
      serviceIds: values.settings.serviceIds,
      notifyEmail: values.settings.notifyEmail,
      notifySms: values.settings.notifySms,
      // Blank reads as NaN, which the contract refuses with its whole-number message.
      defaultVisitMinutes: Number(values.settings.defaultVisitMinutes.trim() || Number.NaN),
    },
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * An edit's body: everything but the location and the services when they are as saved. The server checks
 * those against today's active locations and services, so a room whose location or service was switched
 * off since can still have its other fields edited.
 */
export function roomChanges(room: WaitingRoom, input: CreateWaitingRoomInput): UpdateWaitingRoomInput {
  const { locationId, settings, ...fields } = input;
  const { serviceIds, ...otherSettings } = settings ?? {};
  return {
    ...fields,
    ...(locationId === room.locationId ? {} : { locationId }),
    settings: {
      ...otherSettings,
      ...(serviceIds && !sameIds(serviceIds, room.settings.serviceIds) ? { serviceIds } : {}),
    },
  };
}
