import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../tests/support/fake-web-socket';
import { openReconnectingSocket } from './reconnecting-socket';

const latest = () => FakeWebSocket.latest();
const connected = { type: 'connected', data: {} };

beforeEach(() => {
  FakeWebSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'app.example.com' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openReconnectingSocket', () => {
  it('opens on the page host with its protocol and sends the first message on every open', () => {
    const stop = openReconnectingSocket({
      path: '/ws?channel=x',
      firstMessage: { hello: 1 },
      onEvent: () => {},
    });
    expect(latest().url).toBe('wss://app.example.com/ws?channel=x');
    latest().open();
    expect(latest().sent).toEqual([{ hello: 1 }]);
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    expect(latest().sent).toEqual([{ hello: 1 }]);
    stop();
  });

  it('hands over JSON events with a type, and a way to answer on their socket; ignores the rest', () => {
    const seen: string[] = [];
    const stop = openReconnectingSocket<{ type: string }>({
      path: '/ws',
      onEvent: (event, send) => {
        seen.push(event.type);
        if (event.type === 'ping-me') send({ type: 'pong' });
      },
    });
    latest().open();
    latest().receive('not json');
    latest().receive({ nope: true });
    latest().receive({ type: 'ping-me' });
    expect(seen).toEqual(['ping-me']);
    expect(latest().sent).toEqual([{ type: 'pong' }]);
    stop();
  });

  it('waits longer after each failed attempt, up to 10 seconds, and starts over once connected', () => {
    const stop = openReconnectingSocket({ path: '/ws', onEvent: () => {} });
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = FakeWebSocket.all.length;
      latest().drop();
      let waited = 0;
      while (FakeWebSocket.all.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    latest().open();
    latest().receive(connected);
    latest().drop();
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.all).toHaveLength(9);
    stop();
  });

  it('does not retry when the server refuses the credentials or the plan (4401, 4403)', () => {
    for (const code of [4401, 4403]) {
      FakeWebSocket.all = [];
      const stop = openReconnectingSocket({ path: '/ws', onEvent: () => {} });
      latest().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.all).toHaveLength(1);
      stop();
    }
  });

  it('closes for good when stopped, without reconnecting', () => {
    const stop = openReconnectingSocket({ path: '/ws', onEvent: () => {} });
    const socket = latest();
    stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(1);
  });
});
