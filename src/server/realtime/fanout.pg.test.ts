import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
} from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { drain } from '../drain';
import { newInstanceState } from '../instance-state';
import { addClient, enableChat } from '../modules/clients/test-fixtures';
import { openSocket, type TestSocket } from './test-socket';

/** Two app instances on one PostgreSQL database, each with its own pool and its own LISTEN connection. */
describe('/ws across app instances', () => {
  let one: TestApp;
  let second: DatabaseHandle;
  let two: FastifyInstance;
  let urlTwo: string;
  let owner: TestBusiness;
  let roomId: number;
  const sockets: TestSocket[] = [];
  const pool = () => (one.db as unknown as { $client: pg.Pool }).$client;

  beforeAll(async () => {
    one = await createTestApp();
    second = await openDatabase({ driver: 'postgres', url: pool().options.connectionString as string });
    two = await buildApp({ db: second.db });
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    await two.listen({ port: 0, host: '127.0.0.1' });
    urlTwo = `http://127.0.0.1:${(two.server.address() as AddressInfo).port}`;
    owner = await createTestBusiness(one.app);
    await enableChat(one.db, owner.user.businessId);
    const client = await addClient(one.app, owner, { name: 'Fan Out', email: 'fanout@example.com' });
    const room = await one.app.inject({
      method: 'POST',
      url: '/api/chat/rooms',
      headers: { cookie: owner.cookie },
      payload: { clientId: client.id },
    });
    roomId = room.json().id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await two.close();
    await second.close();
  });

  const sendThroughOne = async (message: string) =>
    (
      await one.app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${roomId}/messages`,
        headers: { cookie: owner.cookie },
        payload: { message },
      })
    ).json() as { id: number };

  async function socketOnTwo() {
    const s = await openSocket(urlTwo, { cookie: owner.cookie });
    sockets.push(s);
    return s;
  }

  it('a message posted through instance 1 reaches a socket on instance 2', async () => {
    const listener = await socketOnTwo();
    const sent = await sendThroughOne('across instances');
    const heard = await listener.next((m) => m.type === 'new_message' && m.data.message.id === sent.id);
    expect(heard).toMatchObject({ data: { roomId, message: { message: 'across instances' } } });
  });

  it('a socket that drops, misses three messages and reconnects receives all three, once each', async () => {
    const first = await socketOnTwo();
    const seen = await sendThroughOne('before the drop');
    await first.next((m) => m.type === 'new_message' && m.data.message.id === seen.id);
    first.socket.terminate();
    const missed = [];
    for (const text of ['missed 1', 'missed 2', 'missed 3']) missed.push((await sendThroughOne(text)).id);

    const again = await openSocket(urlTwo, { cookie: owner.cookie, query: `lastMessageId=${seen.id}` });
    sockets.push(again);
    await again.next((m) => m.type === 'resumed');
    // A second resume for the same id must not repeat anything already delivered.
    again.socket.send(JSON.stringify({ type: 'resume', lastMessageId: seen.id }));
    await again.next(
      (m) => m.type === 'resumed' && again.received.filter((r) => r.type === 'resumed').length === 2,
    );
    const after = await sendThroughOne('after the reconnect');
    await again.next((m) => m.type === 'new_message' && m.data.message.id === after.id);
    expect(again.messageIds()).toEqual([...missed, after.id]);
  });

  it('a listener whose connection is killed reconnects, and its sockets reconnect (1012) and miss nothing', async () => {
    const socket = await socketOnTwo();
    const before = await sendThroughOne('before the kill');
    await socket.next((m) => m.type === 'new_message' && m.data.message.id === before.id);
    await one.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN chat_events'`,
    );
    // Sent while instance 2 may not be listening: its NOTIFY can be lost to instance 2.
    const during = await sendThroughOne('while the listener was away');
    // Back after its first pause (250 ms), instance 2 closes its sockets: their clients come back and resume.
    expect((await socket.closed).code).toBe(1012);
    const ready = await two.inject({ url: '/api/ready' });
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { listener: 'ok' } });
    const again = await openSocket(urlTwo, { cookie: owner.cookie, query: `lastMessageId=${before.id}` });
    sockets.push(again);
    await again.next((m) => m.type === 'resumed');
    const after = await sendThroughOne('after the reconnect');
    await again.next((m) => m.type === 'new_message' && m.data.message.id === after.id);
    expect(again.messageIds()).toEqual([during.id, after.id]);
  });

  it('a stopping instance closes its sockets with 1012; reconnected to another, the client misses nothing', async () => {
    const third = await openDatabase({ driver: 'postgres', url: pool().options.connectionString as string });
    const three = await buildApp({ db: third.db, instance: newInstanceState() });
    await three.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = await openSocket(`http://127.0.0.1:${(three.server.address() as AddressInfo).port}`, {
        cookie: owner.cookie,
      });
      const before = await sendThroughOne('before the deploy');
      await socket.next((m) => m.type === 'new_message' && m.data.message.id === before.id);
      const log = { info: () => {}, warn: () => {} };
      const stopped = drain({ app: three, jobs: [], instance: three.instanceState, finishMs: 5_000, log });
      expect((await three.inject({ url: '/api/ready' })).json()).toMatchObject({ status: 'stopping' });
      expect((await socket.closed).code).toBe(1012);
      expect(await stopped).toBe('finished');
      const during = await sendThroughOne('during the deploy');
      const elsewhere = await openSocket(urlTwo, {
        cookie: owner.cookie,
        query: `lastMessageId=${before.id}`,
      });
      sockets.push(elsewhere);
      await elsewhere.next((m) => m.type === 'resumed');
      expect(elsewhere.messageIds()).toEqual([during.id]);
    } finally {
      await three.close();
      await third.close();
    }
  });

  it("a sign-out through instance 1 closes that session's socket on instance 2 with 4401", async () => {
    const login = await one.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const doomed = await openSocket(urlTwo, { cookie });
    sockets.push(doomed);
    const kept = await socketOnTwo();
    await one.app.inject({ url: '/api/logout', headers: { cookie } });
    expect((await doomed.closed).code).toBe(4401);
    const sent = await sendThroughOne('still here');
    await kept.next((m) => m.type === 'new_message' && m.data.message.id === sent.id);
  });
});
