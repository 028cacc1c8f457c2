import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
} from '../../../tests/support/factories';
import { setPlan } from '../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { hashToken } from '../core/session-store';
import { sessions } from '../db/schema/index';
import { addClient, enableChat } from '../modules/clients/test-fixtures';
import { ChatHub, SESSION_ENDED } from './hub';
import { openSocket, type TestSocket } from './test-socket';

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
    payload: { business: owner.user.businessSlug, name: 'Socket Person', email, phone: '555-222-3333' },
  });
  return r.json() as { token: string; client: { id: number } };
}

async function startGuest(name: string, email: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/portal/widget/session',
    payload: { business: owner.user.businessSlug, name, email },
  });
  return r.json() as { token: string; roomId: number };
}

const guestSays = (guest: { token: string; roomId: number }, message: string) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/portal/chat/rooms/${guest.roomId}/messages`,
      headers: { authorization: `Bearer ${guest.token}` },
      payload: { message },
    })
    .then((r) => r.json() as { id: number });

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
    // Events are handled in commit order: once a later message reaches their socket, the first was handled.
    const theirRoom = await staffRoom(rival, 'ws-rival@example.com');
    const marker = await staffSays(rival, theirRoom.id, 'Their own news');
    await theirs.next((m) => m.type === 'new_message' && m.data.message.id === marker.id);
    expect(theirs.messageIds()).toEqual([marker.id]);
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
    const otherRoom = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/chat/rooms',
        headers: { authorization: `Bearer ${other.token}` },
      })
    ).json();
    const marker = await staffSays(owner, otherRoom.id, 'Just for the other one');
    await otherSocket.next((m) => m.type === 'new_message' && m.data.message.id === marker.id);
    expect(otherSocket.messageIds()).toEqual([marker.id]);
  });

  it('refuses a socket with a bad token or without credentials', async () => {
    await expect(socket({ query: 'token=forged' })).rejects.toThrow('closed with 4401');
    await expect(
      socket({ query: 'userType=client&clientId=1', firstMessage: { type: 'auth', token: 'nope' } }),
    ).rejects.toThrow();
  });

  it("a guest widget socket hears its one room; the client's own socket never hears the guest's", async () => {
    const member = await signUpClient('ws-guest@example.com');
    const memberRoom = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/chat/rooms',
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).json();
    const memberSocket = await socket({ query: `token=${member.token}` });
    const guest = await startGuest('Imposter', 'ws-guest@example.com');
    const guestSocket = await socket({ query: `token=${guest.token}` });
    const secret = await staffSays(owner, memberRoom.id, 'Your results are in');
    const hello = await staffSays(owner, guest.roomId, 'Hello guest');
    const posing = await guestSays(guest, 'It is me, honest');
    await guestSocket.next((m) => m.type === 'new_message' && m.data.message.id === posing.id);
    // In commit order: the guest's last message reaching the guest, and a later one reaching the member,
    // prove every earlier one was handled for both sockets.
    const later = await staffSays(owner, memberRoom.id, 'One more thing');
    await memberSocket.next((m) => m.type === 'new_message' && m.data.message.id === later.id);
    expect(guestSocket.messageIds()).toEqual([hello.id, posing.id]);
    expect(memberSocket.messageIds()).toEqual([secret.id, later.id]);

    // Nor does a resume hand the guest's room to the client.
    memberSocket.socket.send(JSON.stringify({ type: 'resume', lastMessageId: secret.id - 1 }));
    await memberSocket.next((m) => m.type === 'resumed');
    expect(memberSocket.messageIds()).toEqual([secret.id, later.id]);
  });

  it('once the client signs in and claims the guest chat, the guest socket closes and theirs hears it', async () => {
    const member = await signUpClient('ws-claim@example.com');
    const guest = await startGuest('Claim Me', 'ws-claim@example.com');
    const guestSocket = await socket({ query: `token=${guest.token}` });
    const memberSocket = await socket({ query: `token=${member.token}` });
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/portal/chat/rooms/claim',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { guestToken: guest.token },
    });
    expect(claimed.statusCode).toBe(200);
    expect(await guestSocket.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
    const reply = await staffSays(owner, guest.roomId, 'Now you are verified');
    await memberSocket.next((m) => m.type === 'new_message' && m.data.message.id === reply.id);
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

describe('/ws and ended sessions', () => {
  const pong = (s: TestSocket) => {
    s.socket.send(JSON.stringify({ type: 'ping' }));
    return s.next((m) => m.type === 'pong');
  };

  it("closes a staff socket with 4401 once its session logs out, and no one else's", async () => {
    const member = await createTestBusiness(t.app);
    await enableChat(t.db, member.user.businessId);
    const open = await socket({ cookie: member.cookie });
    const bystander = await socket({ cookie: owner.cookie });
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie: member.cookie } });
    expect(out.statusCode).toBe(302);
    expect(await open.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
    await pong(bystander);
  });

  it("closes a removed member's socket at once, and a demoted one's so it reconnects under the new role", async () => {
    // Sign-ins for staff come with multi_user (enterprise, which has chat too).
    await setPlan(t.db, owner.user.businessId, 'enterprise');
    const staffMember = async (lastName: string) => {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/staff',
        headers: { cookie: owner.cookie },
        payload: {
          firstName: 'Sock',
          lastName,
          email: `${lastName.toLowerCase()}@example.com`,
          role: 'staff',
        },
      });
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/staff/${added.json().id}/invite`,
        headers: { cookie: owner.cookie },
      });
      const token = invited.json().inviteUrl.split('/invite/')[1];
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { password: TEST_PASSWORD },
      });
      return { id: added.json().id as number, cookie: sessionCookieFrom(accepted.headers['set-cookie']) };
    };
    const leaving = await staffMember('Leaving');
    const leavingSocket = await socket({ cookie: leaving.cookie });
    const bystander = await socket({ cookie: owner.cookie });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/${leaving.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await leavingSocket.closed).toEqual({ code: 4401, reason: SESSION_ENDED });

    const demoted = await staffMember('Demoted');
    const demotedSocket = await socket({ cookie: demoted.cookie });
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${demoted.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'contractor' },
    });
    expect((await demotedSocket.closed).code).toBe(4401);
    // Contractors have no chat: the new socket is refused.
    await expect(openSocket(base, { cookie: demoted.cookie })).rejects.toThrow('closed with 4403');
    await pong(bystander);
  });

  it("a password change closes the other sessions' sockets and keeps this one's", async () => {
    const member = await createTestBusiness(t.app);
    await enableChat(t.db, member.user.businessId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    const laptop = await socket({ cookie: sessionCookieFrom(login.headers['set-cookie']) });
    const here = await socket({ cookie: member.cookie });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: member.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await laptop.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
    await pong(here);
  });

  it('closes a client socket when the client signs out of the portal', async () => {
    const me = await signUpClient('ws-sign-out@example.com');
    const open = await socket({ query: `token=${me.token}` });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-out',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await open.closed).toEqual({ code: 4401, reason: SESSION_ENDED });
  });

  it('the periodic check closes sockets whose session ended unannounced, and only those', async () => {
    const member = await createTestBusiness(t.app);
    const sid = hashToken(member.cookie.slice('fd_session='.length));
    const hub = new ChatHub(t.db);
    const fake = () => {
      const emitter = new EventEmitter() as EventEmitter & { closedWith?: number };
      return Object.assign(emitter, {
        OPEN: 1,
        readyState: 1,
        send: () => {},
        close: (code: number) => {
          emitter.closedWith = code;
        },
      });
    };
    const live = fake();
    const forged = fake();
    const staff = { kind: 'staff', businessId: member.user.businessId, userId: member.user.id } as const;
    hub.add(live as unknown as WebSocket, { ...staff, sid, chatEnabled: true });
    hub.add(forged as unknown as WebSocket, { ...staff, sid: 'no-such-session', chatEnabled: true });
    expect(await hub.checkSessions()).toBe(1);
    expect(live.closedWith).toBeUndefined();
    expect(forged.closedWith).toBe(4401);

    await t.db.delete(sessions).where(eq(sessions.sid, sid));
    expect(await hub.checkSessions()).toBe(1);
    expect(live.closedWith).toBe(4401);
    expect(hub.size).toBe(0);
  });
});

describe('/ws resume and frame limits', () => {
  /** A raw socket that sends `auth` and then `resume` at once, before the server has checked the token. */
  function authThenResume(token: string, lastMessageId: number) {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
    const received: Array<{ type: string; data?: { count: number } }> = [];
    const resumed = new Promise<{ count: number }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no 'resumed'; got ${JSON.stringify(received)}`)),
        5000,
      );
      ws.on('message', (data) => {
        const message = JSON.parse(String(data));
        received.push(message);
        if (message.type === 'resumed') {
          clearTimeout(timer);
          resolve(message.data);
        }
      });
      ws.on('close', (code) => reject(new Error(`closed with ${code}`)));
    });
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'auth', token }));
      ws.send(JSON.stringify({ type: 'resume', lastMessageId }));
    });
    return { resumed, close: () => ws.terminate() };
  }

  it('answers a resume sent right after auth, every time', async () => {
    const client = await signUpClient('ws-resume-after-auth@example.com');
    const room = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/chat/rooms',
        headers: { authorization: `Bearer ${client.token}` },
      })
    ).json();
    const first = await staffSays(owner, room.id, 'Missed while away');
    for (let attempt = 0; attempt < 10; attempt++) {
      const probe = authThenResume(client.token, first.id - 1);
      try {
        expect(await probe.resumed).toEqual({ count: 1, lastMessageId: first.id });
      } finally {
        probe.close();
      }
    }
  });

  it('closes an unauthenticated socket that sends a frame over 1 KiB, and any socket over 16 KiB', async () => {
    const closedWith = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const anonymous = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
    const anonymousClosed = closedWith(anonymous);
    anonymous.on('open', () => anonymous.send('x'.repeat(2048)));
    expect(await anonymousClosed).toBe(1009);

    const member = await socket({ cookie: owner.cookie });
    const memberClosed = closedWith(member.socket);
    member.socket.send(JSON.stringify({ type: 'ping' }));
    await member.next((m) => (m as { type: string }).type === 'pong');
    member.socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(8 * 1024) }));
    await member.next((m) => (m as { type: string }).type === 'pong' && member.received.length >= 3);
    member.socket.send('x'.repeat(20 * 1024));
    expect(await memberClosed).toBe(1009);
  });
});
