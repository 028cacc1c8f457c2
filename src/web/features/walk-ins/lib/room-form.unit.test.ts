import { describe, expect, it } from 'vitest';
import { createWaitingRoomSchema, type WaitingRoom } from '../../../../contract/waiting-rooms';
import { emptyRoomForm, formToRoomInput, roomChanges, roomToForm } from './room-form';

const room: WaitingRoom = {
  id: 4,
  name: 'Front desk',
  description: null,
  isActive: false,
  maxCapacity: 12,
  currentCount: 0,
  estimatedWaitTime: null,
  welcomeMessage: 'Welcome!',
  settings: { serviceIds: [3, 5], notifyEmail: false, notifySms: true, defaultVisitMinutes: 15 },
  locationId: 2,
  locationName: 'Downtown',
  joinPath: '/queue/join/4',
  joinUrl: 'https://frontdesk.example/queue/join/4',
  createdAt: '2026-03-14T15:00:00.000Z',
};

describe('room form', () => {
  it('turns blanks into null and numbers into numbers, which the contract accepts', () => {
    const input = formToRoomInput({ ...emptyRoomForm, name: 'Lobby' });
    expect(input).toMatchObject({ maxCapacity: null, locationId: null, description: '', welcomeMessage: '' });
    expect(input.settings?.defaultVisitMinutes).toBe(20);
    const parsed = createWaitingRoomSchema.parse(input);
    expect(parsed).toMatchObject({ name: 'Lobby', description: null, welcomeMessage: null, isActive: true });
  });

  it('gives a room back as it was', () => {
    const values = roomToForm(room);
    expect(values).toMatchObject({ maxCapacity: '12', locationId: '2', isActive: false });
    expect(formToRoomInput(values)).toEqual({
      name: 'Front desk',
      description: '',
      welcomeMessage: 'Welcome!',
      maxCapacity: 12,
      isActive: false,
      locationId: 2,
      settings: { serviceIds: [3, 5], notifyEmail: false, notifySms: true, defaultVisitMinutes: 15 },
    });
  });

  it("leaves bad numbers for the contract's messages, on the fields' own paths", () => {
    const result = createWaitingRoomSchema.safeParse(
      formToRoomInput({
        ...emptyRoomForm,
        name: 'Lobby',
        maxCapacity: 'abc',
        settings: { ...emptyRoomForm.settings, defaultVisitMinutes: ' ' },
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['maxCapacity', 'settings.defaultVisitMinutes']));
  });

  it('leaves the location and the services out of an edit that keeps them', () => {
    const same = roomChanges(room, formToRoomInput(roomToForm(room)));
    expect(same).not.toHaveProperty('locationId');
    expect(same.settings).toEqual({ notifyEmail: false, notifySms: true, defaultVisitMinutes: 15 });
    const moved = roomChanges(
      room,
      formToRoomInput({
        ...roomToForm(room),
        locationId: '',
        settings: { ...roomToForm(room).settings, serviceIds: [5] },
      }),
    );
    expect(moved).toMatchObject({ locationId: null, settings: { serviceIds: [5] } });
  });
});
