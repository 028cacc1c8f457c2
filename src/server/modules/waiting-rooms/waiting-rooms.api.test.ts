import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  DEFAULT_ROOM_SETTINGS,
  LOCATION_HAS_ROOM,
  LOCATION_REQUIRED,
  ROOM_HAS_VISITORS,
  SERVICE_NOT_OFFERED,
  WAITING_ROOM_DELETED,
  WAITING_ROOM_NOT_FOUND,
} from '../../../contract/waiting-rooms';
import { publicOrigin } from '../../lib/public-url';
import { addService } from '../slots/scheduling-fixtures';
import { walkIns } from './walk-in-fixtures';

let t: TestApp;
let owner: TestBusiness;
let rival: TestBusiness;
let w: ReturnType<typeof walkIns>;

beforeAll(async () => {
  t = await createTestApp();
  w = walkIns(t.app);
  // Walk-ins are the plan's front_desk, from Basic up (decision 021).
  owner = await paidBusiness(t, 'basic');
  rival = await paidBusiness(t, 'basic');
});

describe('waiting rooms', () => {
  it('creates a room with the defaults and lists it', async () => {
    const room = await w.createRoom(owner.cookie, {
      name: 'Front chairs',
      description: 'Barbers by the window',
      maxCapacity: 12,
      welcomeMessage: 'Grab a coffee while you wait',
    });
    expect(room).toMatchObject({
      name: 'Front chairs',
      description: 'Barbers by the window',
      isActive: true,
      maxCapacity: 12,
      currentCount: 0,
      welcomeMessage: 'Grab a coffee while you wait',
      settings: DEFAULT_ROOM_SETTINGS,
      locationId: null,
      joinPath: `/queue/join/${room.id}`,
      // One full address for the QR code, the printed link and Copy join link: the public origin's.
      joinUrl: `${publicOrigin()}/queue/join/${room.id}`,
    });
    // An empty room waits one default visit with nobody on duty (one person assumed).
    expect(room.estimatedWaitTime).toBe(20);
    const list = await w.call('GET', '/api/waiting-rooms', owner.cookie);
    expect(list.json().map((r: { id: number }) => r.id)).toContain(room.id);
    expect((await w.call('GET', `/api/waiting-rooms/${room.id}`, owner.cookie)).json()).toEqual(room);
  });

  it('answers bad input with field messages', async () => {
    const response = await w.call('POST', '/api/waiting-rooms', owner.cookie, {
      name: ' ',
      maxCapacity: 0,
      settings: { defaultVisitMinutes: 0, serviceIds: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['name', 'Name is required'],
        ['maxCapacity', 'Capacity must be at least 1'],
        ['settings.defaultVisitMinutes', 'Default visit length must be at least 1 minute'],
        ['settings.serviceIds.0', 'Service not found'],
      ]),
    );
  });

  it("offers only the business's own active services to walk-ins", async () => {
    const own = await addService(t.app, owner.cookie, { name: 'Buzz cut', duration: 15 });
    const theirs = await addService(t.app, rival.cookie, { name: 'Their cut', duration: 15 });
    const refused = await w.call('POST', '/api/waiting-rooms', owner.cookie, {
      name: 'Services',
      settings: { serviceIds: [own.id, theirs.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'settings.serviceIds.1', message: 'Service not found' }]);
    const room = await w.createRoom(owner.cookie, { name: 'Services', settings: { serviceIds: [own.id] } });
    expect(room.settings.serviceIds).toEqual([own.id]);
    // A walk-in may ask only for what the room offers.
    const other = await addService(t.app, owner.cookie, { name: 'Colour', duration: 90 });
    const asked = await w.join(room.id, { clientName: 'Pat', serviceId: other.id });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toEqual([{ path: 'serviceId', message: SERVICE_NOT_OFFERED }]);
    expect((await w.join(room.id, { clientName: 'Pat', serviceId: own.id })).statusCode).toBe(201);

    // A service switched off since may stay in an edit that sends the list unchanged, but not be added.
    const off = await w.call('PUT', `/api/services/${own.id}`, owner.cookie, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const kept = await w.call('PUT', `/api/waiting-rooms/${room.id}`, owner.cookie, {
      name: 'Services (renamed)',
      settings: { serviceIds: [own.id] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const added = await w.call('PUT', `/api/waiting-rooms/${room.id}`, owner.cookie, {
      settings: { serviceIds: [own.id, theirs.id] },
    });
    expect(added.json().errors).toEqual([{ path: 'settings.serviceIds.1', message: 'Service not found' }]);
  });

  it('edits a room, keeping the settings it was not sent', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Edit me' });
    const response = await w.call('PUT', `/api/waiting-rooms/${room.id}`, owner.cookie, {
      name: 'Edited',
      isActive: false,
      settings: { defaultVisitMinutes: 35 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edited',
      isActive: false,
      settings: { ...DEFAULT_ROOM_SETTINGS, defaultVisitMinutes: 35 },
      estimatedWaitTime: 35,
    });
  });

  it('refuses to delete a room while visitors are in it, then deletes it', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Delete me' });
    const visitor = await w.joined(room.id, 'Lee Park');
    const refused = await w.call('DELETE', `/api/waiting-rooms/${room.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ROOM_HAS_VISITORS);
    await t.app.inject({ method: 'POST', url: `/api/public/queue/${visitor.token}/leave` });
    const deleted = await w.call('DELETE', `/api/waiting-rooms/${room.id}`, owner.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: WAITING_ROOM_DELETED });
    expect((await w.call('GET', `/api/waiting-rooms/${room.id}`, owner.cookie)).statusCode).toBe(404);
    // The visitor's page no longer finds their place.
    expect((await w.status(visitor.token)).statusCode).toBe(404);
  });

  it('at a business with locations: one room per location, and a room must name one', async () => {
    // Adding a location is Enterprise's multiple_locations.
    const biz = await paidBusiness(t, 'enterprise');
    const location = await w.call('POST', '/api/locations', biz.cookie, { name: 'Downtown' });
    expect(location.statusCode).toBe(201);
    const missing = await w.call('POST', '/api/waiting-rooms', biz.cookie, { name: 'No place' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'locationId', message: LOCATION_REQUIRED }]);
    const room = await w.createRoom(biz.cookie, { name: 'Downtown line', locationId: location.json().id });
    expect(room).toMatchObject({ locationId: location.json().id, locationName: 'Downtown' });
    const second = await w.call('POST', '/api/waiting-rooms', biz.cookie, {
      name: 'Second',
      locationId: location.json().id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(LOCATION_HAS_ROOM);
    // Another business's location is not found.
    const theirs = await w.call('POST', '/api/waiting-rooms', owner.cookie, {
      name: 'Theirs',
      locationId: location.json().id,
    });
    expect(theirs.statusCode).toBe(400);
  });

  it("answers 404 for another business's rooms and entries, whatever the call", async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Private' });
    const visitor = await w.joined(room.id, 'Kim Lee');
    const [entry] = (await w.queue(owner.cookie, room.id)).entries;
    const entryId = entry?.id as number;
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/waiting-rooms/${room.id}`],
      ['PUT', `/api/waiting-rooms/${room.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/waiting-rooms/${room.id}`],
      ['GET', `/api/waiting-rooms/${room.id}/queue`],
      ['GET', `/api/waiting-rooms/${room.id}/board`],
      ['GET', `/api/waiting-rooms/${room.id}/join-qr.svg`],
      ['POST', `/api/waiting-rooms/${room.id}/queue`, { clientName: 'Intruder' }],
      ['POST', `/api/waiting-rooms/${room.id}/queue/${entryId}/call`, {}],
      ['POST', `/api/waiting-rooms/${room.id}/queue/${entryId}/remove`, {}],
      ['POST', `/api/waiting-rooms/${room.id}/queue/${entryId}/move`, { position: 1 }],
    ];
    for (const [method, url, body] of calls) {
      const response = await w.call(method as 'GET', url, rival.cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(WAITING_ROOM_NOT_FOUND);
    }
    // The rival's own room with the owner's entry id: not found either.
    const theirs = await w.createRoom(rival.cookie, { name: 'Theirs' });
    const crossed = await w.act(rival.cookie, theirs.id, entryId, 'call');
    expect(crossed.statusCode).toBe(404);
    // Nothing changed.
    expect((await w.status(visitor.token)).json()).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('draws the join link as a QR code for the poster', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Poster' });
    const response = await w.call('GET', `/api/waiting-rooms/${room.id}/join-qr.svg`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]*viewBox/);
  });
});
