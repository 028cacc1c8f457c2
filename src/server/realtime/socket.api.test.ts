import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestBusiness, uniqueClientAddress } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { runDemoBillingLifecycle } from '../modules/billing/lifecycle';
import { enableChat } from '../modules/clients/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});

type FirstEvent = { kind: 'message'; data: unknown } | { kind: 'close'; code: number; reason: string };

function firstEvent(socket: WebSocket): Promise<FirstEvent> {
  return new Promise((resolve) => {
    socket.once('message', (data) => resolve({ kind: 'message', data: JSON.parse(String(data)) }));
    socket.once('close', (code, reason) => resolve({ kind: 'close', code, reason: String(reason) }));
  });
}

/** Opens /ws in-process and answers the first thing the server says (or the close). */
async function connect(
  options: { headers?: Record<string, string>; query?: string; firstMessage?: object } = {},
): Promise<FirstEvent> {
  let event: Promise<FirstEvent> | undefined;
  const socket = await t.app.injectWS(
    `/ws${options.query ? `?${options.query}` : ''}`,
    { headers: options.headers ?? {} },
    {
      onInit: (ws) => {
        event = firstEvent(ws as unknown as WebSocket);
      },
    },
  );
  if (options.firstMessage) socket.send(JSON.stringify(options.firstMessage));
  const result = (await event) as FirstEvent;
  socket.terminate();
  return result;
}

async function portalClientOf(business: string, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    remoteAddress: uniqueClientAddress(),
    payload: { business, name: 'Socket Client', email, phone: '555-123-4567' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().token;
}

describe('/ws', () => {
  it('admits a signed-in member of a business with chat and names their business', async () => {
    const owner = await createTestBusiness(t.app);
    await enableChat(t.db, owner.user.businessId);
    expect(await connect({ headers: { cookie: owner.cookie } })).toEqual({
      kind: 'message',
      data: { type: 'connected', data: { kind: 'staff', businessId: owner.user.businessId } },
    });
  });

  it('closes an anonymous socket with 4401', async () => {
    expect(await connect()).toMatchObject({ kind: 'close', code: 4401 });
  });

  it('closes staff and client sockets of a business without the chat feature with 4403', async () => {
    const free = await createTestBusiness(t.app);
    const refused = { kind: 'close', code: 4403, reason: 'This feature requires a paid subscription.' };
    expect(await connect({ headers: { cookie: free.cookie } })).toEqual(refused);

    const token = await portalClientOf(free.user.businessSlug, 'free-socket@example.com');
    expect(await connect({ query: `token=${token}` })).toEqual(refused);
    expect(await connect({ firstMessage: { type: 'auth', token } })).toEqual(refused);

    // The same people are let in once the business has chat.
    await enableChat(t.db, free.user.businessId);
    expect(await connect({ headers: { cookie: free.cookie } })).toMatchObject({
      kind: 'message',
      data: { type: 'connected' },
    });
    expect(await connect({ firstMessage: { type: 'auth', token } })).toMatchObject({
      kind: 'message',
      data: { type: 'connected', data: { kind: 'client', businessId: free.user.businessId } },
    });
  });

  it('refuses a handshake from another site before the upgrade, cookie or not', async () => {
    const owner = await createTestBusiness(t.app);
    await enableChat(t.db, owner.user.businessId);
    const host = 'frontdesk.example';
    const withOrigin = (origin: string) => ({ host, origin, cookie: owner.cookie });
    for (const headers of [
      withOrigin('https://evil.example'),
      withOrigin('https://frontdesk.example.evil.example'),
      withOrigin('null'),
      withOrigin('not a url'),
      { host, cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    ]) {
      await expect(connect({ headers })).rejects.toThrow('Unexpected server response: 403');
    }
    const token = await portalClientOf(owner.user.businessSlug, 'cross-site-socket@example.com');
    await expect(
      connect({ headers: { host, origin: 'https://evil.example' }, query: `token=${token}` }),
    ).rejects.toThrow('Unexpected server response: 403');

    // This site's own pages (and non-browser callers, which send no Origin) get in.
    for (const headers of [
      withOrigin(`http://${host}`),
      withOrigin(`https://${host}`),
      { host, cookie: owner.cookie },
    ]) {
      expect(await connect({ headers })).toMatchObject({ kind: 'message', data: { type: 'connected' } });
    }
  });
});

describe('/ws when the plan changes', () => {
  it('closes an open staff socket with 4403 once the plan no longer includes chat', async () => {
    const owner = await createTestBusiness(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription-demo',
      headers: { cookie: owner.cookie },
      payload: { priceId: 'price_enterprise_monthly', tier: 'enterprise' },
    });
    expect(started.statusCode).toBe(200);
    const socket = await t.app.injectWS('/ws', { headers: { cookie: owner.cookie } });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    // The trial ends without a card: the lifecycle job makes the plan inactive and says so on plan_events.
    await runDemoBillingLifecycle(t.db, new Date(Date.now() + 91 * 24 * 60 * 60 * 1000), 10_000);
    expect(await closed).toEqual({ code: 4403, reason: 'This feature requires a paid subscription.' });
  });
});
