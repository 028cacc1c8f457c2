import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { addClient, enableChat } from '../modules/clients/test-fixtures';
import { openSocket, settle, type TestSocket } from './test-socket';

let t: TestApp;
let base: string;
let owner: TestBusiness;
let rival: TestBusiness;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await createTestBusiness(t.app);
  rival = await createTestBusiness(t.app);
  await enableChat(t.db, owner.user.businessId);
  await enableChat(t.db, rival.user.businessId);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

async function socket(options: Parameters<typeof openSocket>[1]) {
  const s = await openSocket(base, options);
  sockets.push(s);
  return s;
}

async function staffRoom(who: TestBusiness, email: string) {
  const client = await addClient(t.app, who, { name: 'Socket Client', email });
  const room = await t.app.inject({
    method: 'POST',
    url: '/api/chat/rooms',
    headers: { cookie: who.cookie },
    payload: { clientId: client.id },
  });
  return room.json() as { id: number };
}

const staffSays = (who: TestBusiness, roomId: number, message: string) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/chat/rooms/${roomId}/messages`,
      headers: { cookie: who.cookie },
      payload: { message },
    })
    .then((r) => r.json() as { id: number });

async function signUpClient(email: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    payload: { businessId: owner.user.businessId, name: 'Socket Person', email, phone: '555-222-3333' },
  });
  return r.json() as { token: string; client: { id: number } };
}

describe('/ws chat delivery', () => {
  it("delivers a new message to its business's staff and to nobody in another business", async () => {
    const mine = await socket({ cookie: owner.cookie, query: 'userType=user&userId=1' });
    const theirs = await socket({ cookie: rival.cookie });
    const room = await staffRoom(owner, 'ws-staff@example.com');
    const sent = await staffSays(owner, room.id, 'Hello from the desk');
    const heard = await mine.next((m) => m.type === 'new_message' && m.data.message.id === sent.id);
    expect(heard).toEqual({
      type: 'new_message',
      data: {
        roomId: room.id,
        message: expect.objectContaining({ message: 'Hello from the desk', senderType: 'user' }),
      },
    });
    await settle();
    expect(theirs.messageIds()).toEqual([]);
  });

  it('lets a client hear only their own rooms, whatever clientId the URL claims', async () => {
    const me = await signUpClient('ws-me@example.com');
    const other = await signUpClient('ws-other@example.com');
    const mySocket = await socket({ query: `token=${me.token}&userType=client&clientId=${other.client.id}` });
    expect(mySocket.received[0]).toEqual({
      type: 'connected',
      data: { kind: 'client', businessId: owner.user.businessId, clientId: me.client.id },
    });
    const otherSocket = await socket({
      query: 'userType=client',
      firstMessage: { type: 'auth', token: other.token },
    });

    const myRoom = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/chat/rooms',
        headers: { authorization: `Bearer ${me.token}` },
      })
    ).json();
    const reply = await staffSays(owner, myRoom.id, 'Just for you');
    await mySocket.next((m) => m.type === 'new_message' && m.data.message.id === reply.id);
    await settle();
    expect(otherSocket.messageIds()).toEqual([]);
  });

  it('refuses a socket with a bad token or without credentials', async () => {
    await expect(socket({ query: 'token=forged' })).rejects.toThrow('closed with 4401');
    await expect(
      socket({ query: 'userType=client&clientId=1', firstMessage: { type: 'auth', token: 'nope' } }),
    ).rejects.toThrow();
  });

  it('a guest widget socket hears its one room, not the rest of the client', async () => {
    const member = await signUpClient('ws-guest@example.com');
    const memberRoom = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/chat/rooms',
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).json();
    const guest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/widget/session',
        payload: { businessId: owner.user.businessId, name: 'Imposter', email: 'ws-guest@example.com' },
      })
    ).json();
    const guestSocket = await socket({ query: `token=${guest.token}` });
    const secret = await staffSays(owner, memberRoom.id, 'Your results are in');
    const hello = await staffSays(owner, guest.roomId, 'Hello guest');
    await guestSocket.next((m) => m.type === 'new_message' && m.data.message.id === hello.id);
    expect(guestSocket.messageIds()).not.toContain(secret.id);
  });

  it('a socket that reconnects with its last message id gets what it missed, once each', async () => {
    const room = await staffRoom(owner, 'ws-resume@example.com');
    const first = await socket({ cookie: owner.cookie });
    const seen = await staffSays(owner, room.id, 'seen');
    await first.next((m) => m.type === 'new_message' && m.data.message.id === seen.id);
    await first.close();
    const missed = [];
    for (const text of ['one', 'two', 'three']) missed.push((await staffSays(owner, room.id, text)).id);

    const again = await socket({ cookie: owner.cookie });
    again.socket.send(JSON.stringify({ type: 'resume', lastMessageId: seen.id }));
    await again.next((m) => m.type === 'resumed');
    const live = await staffSays(owner, room.id, 'live');
    await again.next((m) => m.type === 'new_message' && m.data.message.id === live.id);
    expect(again.messageIds()).toEqual([...missed, live.id]);
    expect(again.received.find((m) => m.type === 'resumed')).toEqual({
      type: 'resumed',
      data: { count: 3, lastMessageId: missed[2] },
    });
  });
});
