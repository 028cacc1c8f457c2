import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../tests/support/factories';
import { paidBusiness, setPlan } from '../../../tests/support/plans';
import { teamOfEveryRole } from '../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { walkIns } from '../modules/waiting-rooms/walk-in-fixtures';
import { openSocket, type TestSocket } from './test-socket';

let t: TestApp;
let base: string;
let owner: TestBusiness;
let rival: TestBusiness;
let w: ReturnType<typeof walkIns>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  w = walkIns(t.app);
  // Walk-ins are the plan's front_desk: Basic has it, and no chat.
  owner = await paidBusiness(t, 'basic');
  rival = await paidBusiness(t, 'basic');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

async function socket(options: Parameters<typeof openSocket>[1]) {
  const s = await openSocket(base, { ...options, query: 'channel=queue' });
  sockets.push(s);
  return s;
}

type QueueFrame = { type: string; data?: { roomId?: number; version?: number; kind?: string } };
const changesOf = (s: TestSocket, roomId: number) =>
  (s.received as unknown as QueueFrame[]).filter(
    (m) => m.type === 'queue_changed' && m.data?.roomId === roomId,
  );
const changed = (s: TestSocket, roomId: number) =>
  s.next((m) => {
    const frame = m as unknown as QueueFrame;
    return frame.type === 'queue_changed' && frame.data?.roomId === roomId;
  });

describe('/ws?channel=queue', () => {
  it("tells staff of every change to their business's queues, without the chat feature", async () => {
    const staffSocket = await socket({ cookie: owner.cookie });
    expect(staffSocket.received[0]).toEqual({
      type: 'connected',
      data: { kind: 'queue_staff', businessId: owner.user.businessId },
    });
    const rivalSocket = await socket({ cookie: rival.cookie });
    const room = await w.createRoom(owner.cookie, { name: 'Live' });
    await changed(staffSocket, room.id);
    await w.joined(room.id, 'Quinn Live');
    const frame = (await staffSocket.next((m) => {
      const f = m as unknown as QueueFrame;
      return f.type === 'queue_changed' && f.data?.roomId === room.id && (f.data?.version ?? 0) >= 2;
    })) as unknown as QueueFrame;
    const view = await w.queue(owner.cookie, room.id);
    expect(frame.data?.version).toBe(view.version);
    // Another business hears nothing of it.
    expect(changesOf(rivalSocket, room.id)).toEqual([]);
  });

  it('lets a visitor hear only their own room, by their token', async () => {
    const room = await w.createRoom(owner.cookie, { name: 'Mine' });
    const other = await w.createRoom(owner.cookie, { name: 'Other' });
    const visitor = await w.joined(room.id, 'Rae Visitor');
    const visitorSocket = await socket({ firstMessage: { type: 'auth', token: visitor.token } });
    expect(visitorSocket.received[0]).toEqual({
      type: 'connected',
      data: { kind: 'queue_visitor', businessId: owner.user.businessId },
    });
    await w.joined(other.id, 'Sol Elsewhere');
    const [entry] = (await w.queue(owner.cookie, room.id)).entries;
    await w.act(owner.cookie, room.id, entry?.id as number, 'call');
    await changed(visitorSocket, room.id);
    expect((await w.status(visitor.token)).json().status).toBe('called');
    expect(changesOf(visitorSocket, other.id)).toEqual([]);
  });

  it('admits staff but not contractors, who have no walk-ins', async () => {
    const team = await teamOfEveryRole(t);
    const staffSocket = await socket({ cookie: team.members.staff.cookie });
    expect(staffSocket.received[0]).toMatchObject({ type: 'connected', data: { kind: 'queue_staff' } });
    await expect(socket({ cookie: team.members.contractor.cookie })).rejects.toThrow(/4403/);
  });

  it("refuses staff of a business whose plan has no front_desk, but keeps its visitors' own sockets", async () => {
    const free = await createTestBusiness(t.app);
    await expect(socket({ cookie: free.cookie })).rejects.toThrow(/4403/);
    // A visitor who joined while the plan had walk-ins still hears their room after it lapsed.
    const lapsing = await paidBusiness(t, 'basic');
    const room = await w.createRoom(lapsing.cookie, { name: 'Lapsing' });
    const visitor = await w.joined(room.id, 'Tam Stays');
    await setPlan(t.db, lapsing.user.businessId, 'basic', 'inactive');
    await expect(socket({ cookie: lapsing.cookie })).rejects.toThrow(/4403/);
    const visitorSocket = await socket({ firstMessage: { type: 'auth', token: visitor.token } });
    expect(visitorSocket.received[0]).toMatchObject({ type: 'connected', data: { kind: 'queue_visitor' } });
  });

  it('refuses a socket with no session and a wrong token', async () => {
    await expect(socket({ firstMessage: { type: 'auth', token: 'B'.repeat(32) } })).rejects.toThrow(/4401/);
    await expect(socket({ firstMessage: { type: 'hello' } })).rejects.toThrow(/4401/);
  });
});
