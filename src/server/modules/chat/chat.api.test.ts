import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { addClient, enableChat, HOUR, insertAppointment } from '../clients/test-fixtures';

let t: TestApp;
let owner: TestBusiness;
let rival: TestBusiness;
let free: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
  rival = await createTestBusiness(t.app);
  free = await createTestBusiness(t.app);
  await enableChat(t.db, owner.user.businessId);
  await enableChat(t.db, rival.user.businessId);
});

const call = (who: TestBusiness, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload: payload as object });

/** A guest chat started from the booking page's widget. */
function startWidget(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/widget/session',
    payload: { business: owner.user.businessSlug, name: 'Walk In', email },
  });
}

describe('chat feature gate', () => {
  it("answers 403 with the spec's message to every staff chat call of a free business", async () => {
    // The client is added while on Basic (clients, no chat); then the business is back on the free plan.
    await setPlan(t.db, free.user.businessId, 'basic');
    const client = await addClient(t.app, free, { name: 'Free Client', email: 'free@example.com' });
    await setPlan(t.db, free.user.businessId, 'free', 'inactive');
    const calls = [
      call(free, 'GET', '/api/chat/rooms'),
      call(free, 'POST', '/api/chat/rooms', { clientId: client.id }),
      call(free, 'GET', '/api/chat/rooms/1/messages'),
      call(free, 'POST', '/api/chat/rooms/1/messages', { message: 'hi' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This feature requires a paid subscription.');
    }
  });
});

describe('staff chat', () => {
  it('opens a room for a client once, assigned to the signed-in staff member, and checks the claimed userId', async () => {
    const client = await addClient(t.app, owner, { name: 'Chatty Cathy', email: 'cathy@example.com' });
    const created = await call(owner, 'POST', '/api/chat/rooms', {
      clientId: client.id,
      userId: owner.user.id,
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ clientId: client.id, isActive: true, appointmentId: null });
    expect(created.json().staffId).toEqual(expect.any(Number));
    const again = await call(owner, 'POST', '/api/chat/rooms', { clientId: client.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);

    const impostor = await call(owner, 'POST', '/api/chat/rooms', {
      clientId: client.id,
      userId: owner.user.id + 1000,
    });
    expect(impostor.statusCode).toBe(403);
    expect((await call(owner, 'GET', `/api/chat/rooms?userId=${owner.user.id + 1000}`)).statusCode).toBe(403);
  });

  it('sends as the session user whatever senderId says', async () => {
    const client = await addClient(t.app, owner, { name: 'Sender Test', email: 'sender@example.com' });
    const room = (await call(owner, 'POST', '/api/chat/rooms', { clientId: client.id })).json();
    const blank = await call(owner, 'POST', `/api/chat/rooms/${room.id}/messages`, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Message is required');
    const forged = await call(owner, 'POST', `/api/chat/rooms/${room.id}/messages`, {
      senderType: 'client',
      message: 'x',
    });
    expect(forged.statusCode).toBe(400);
    const sent = await call(owner, 'POST', `/api/chat/rooms/${room.id}/messages`, {
      senderType: 'user',
      message: ' Hello there ',
      isRead: false,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      roomId: room.id,
      senderId: owner.user.id,
      senderType: 'user',
      message: 'Hello there',
      isRead: false,
    });
  });

  it('lists rooms with client, appointment, last message and unread count; opening a room reads it', async () => {
    const widget = await startWidget('walkin-0@example.com');
    expect(widget.statusCode).toBe(201);
    const { token, roomId } = widget.json();
    const auth = { authorization: `Bearer ${token}` };
    for (const text of ['First question', 'Second question']) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/portal/chat/rooms/${roomId}/messages`,
        headers: auth,
        payload: { message: text },
      });
      expect(r.statusCode).toBe(201);
    }
    const client = await addClient(t.app, owner, { name: 'Booked Client', email: 'booked@example.com' });
    const appointment = await insertAppointment(t.db, {
      businessId: owner.user.businessId,
      clientId: client.id,
      startsAt: new Date(Date.now() + 100 * HOUR),
      serviceName: 'Color',
    });
    await call(owner, 'POST', '/api/chat/rooms', { clientId: client.id, appointmentId: appointment.id });

    const rooms = (await call(owner, 'GET', '/api/chat/rooms')).json();
    const guestRoom = rooms.find((r: { id: number }) => r.id === roomId);
    expect(guestRoom).toMatchObject({
      // Started from the booking page's widget: the typed name, marked unverified for staff.
      guestName: 'Walk In',
      verified: false,
      client: { name: 'Walk In', email: 'walkin-0@example.com' },
      lastMessage: { message: 'Second question', senderType: 'client' },
      unreadCount: 2,
      appointment: null,
    });
    // Newest activity first: the room just opened, then the guest's room with its fresh messages.
    expect(rooms[1].id).toBe(roomId);
    const booked = rooms[0];
    expect(booked).toMatchObject({ clientId: client.id, guestName: null, verified: true });
    expect(booked.appointment).toMatchObject({
      id: appointment.id,
      serviceName: 'Color',
      date: appointment.date,
    });

    const messages = (await call(owner, 'GET', `/api/chat/rooms/${roomId}/messages`)).json();
    expect(messages.map((m: { message: string; isRead: boolean }) => [m.message, m.isRead])).toEqual([
      ['First question', true],
      ['Second question', true],
    ]);
    const after = (await call(owner, 'GET', '/api/chat/rooms')).json();
    expect(after.find((r: { id: number }) => r.id === roomId).unreadCount).toBe(0);
  });

  it("answers 404 for another business's rooms and clients and never lists them", async () => {
    const client = await addClient(t.app, owner, { name: 'Secret Client', email: 'secret@example.com' });
    const room = (await call(owner, 'POST', '/api/chat/rooms', { clientId: client.id })).json();
    await call(owner, 'POST', `/api/chat/rooms/${room.id}/messages`, { message: 'private' });
    expect((await call(rival, 'GET', `/api/chat/rooms/${room.id}/messages`)).statusCode).toBe(404);
    expect(
      (await call(rival, 'POST', `/api/chat/rooms/${room.id}/messages`, { message: 'hi' })).statusCode,
    ).toBe(404);
    const open = await call(rival, 'POST', '/api/chat/rooms', { clientId: client.id });
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe('Client not found');
    expect((await call(rival, 'GET', '/api/chat/rooms')).json()).toEqual([]);
  });
});
