import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../tests/support/fake-web-socket';
import type { QueueServerToClient } from '../../contract/waiting-rooms';
import { connectQueueRealtime } from './queue-realtime';

const latest = () => FakeWebSocket.latest();
const connected: QueueServerToClient = { type: 'connected', data: { kind: 'queue_staff', businessId: 1 } };
const noop = () => {};

beforeEach(() => {
  FakeWebSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost:5000' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectQueueRealtime', () => {
  it('opens the queue channel on the page host; a token goes in the first message, never the address', () => {
    const stop = connectQueueRealtime({ token: 'visitor-token', onConnected: noop, onChange: noop });
    expect(latest().url).toBe('ws://localhost:5000/ws?channel=queue');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'visitor-token' }]);
    stop();
  });

  it('sends nothing for staff, whose cookie goes along', () => {
    const stop = connectQueueRealtime({ onConnected: noop, onChange: noop });
    latest().open();
    expect(latest().sent).toEqual([]);
    stop();
  });

  it('reports each connection and each changed room, and ignores what it does not understand', () => {
    const calls: string[] = [];
    const stop = connectQueueRealtime({
      onConnected: () => calls.push('connected'),
      onChange: (roomId, version) => calls.push(`room ${roomId} v${version}`),
    });
    latest().open();
    latest().receive(connected);
    latest().receive({ type: 'queue_changed', data: { roomId: 4, version: 12 } });
    latest().receive({ type: 'pong' });
    latest().receive('not json');
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    latest().receive(connected);
    expect(calls).toEqual(['connected', 'room 4 v12', 'connected']);
    stop();
  });
});
