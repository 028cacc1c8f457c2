import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestBusiness } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});

function firstEvent(
  socket: WebSocket,
): Promise<{ kind: 'message'; data: unknown } | { kind: 'close'; code: number }> {
  return new Promise((resolve) => {
    socket.once('message', (data) => resolve({ kind: 'message', data: JSON.parse(String(data)) }));
    socket.once('close', (code) => resolve({ kind: 'close', code }));
  });
}

describe('/ws', () => {
  it('admits a signed-in member and names their business', async () => {
    const owner = await createTestBusiness(t.app);
    let event: ReturnType<typeof firstEvent> | undefined;
    const socket = await t.app.injectWS(
      '/ws',
      { headers: { cookie: owner.cookie } },
      {
        onInit: (ws) => {
          event = firstEvent(ws as unknown as WebSocket);
        },
      },
    );
    expect(await event).toEqual({
      kind: 'message',
      data: { type: 'connected', data: { kind: 'staff', businessId: owner.user.businessId } },
    });
    socket.terminate();
  });

  it('closes an anonymous socket with 4401', async () => {
    let event: ReturnType<typeof firstEvent> | undefined;
    await t.app.injectWS(
      '/ws',
      {},
      {
        onInit: (ws) => {
          event = firstEvent(ws as unknown as WebSocket);
        },
      },
    );
    expect(await event).toEqual({ kind: 'close', code: 4401 });
  });
});
