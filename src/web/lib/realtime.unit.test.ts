import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../tests/support/fake-web-socket';
import type { ChatMessage, ServerToClient } from '../../contract/chat';
import { connectRealtime } from './realtime';

const latest = () => FakeWebSocket.latest();
const staffConnected: ServerToClient = { type: 'connected', data: { kind: 'staff', businessId: 1 } };
const message = (id: number): ChatMessage => ({
  id,
  roomId: 7,
  senderId: 3,
  senderType: 'client',
  message: `hello ${id}`,
  isRead: false,
  createdAt: '2026-03-01T10:00:00.000Z',
});

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

describe('connectRealtime', () => {
  it('connects to /ws on the page host, sends a token as its first message, never in the address', () => {
    const stop = connectRealtime({ token: 'secret-token', onEvent: () => {} });
    expect(latest().url).toBe('wss://app.example.com/ws');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'secret-token' }]);
    stop();
  });

  it('hands every event to the caller and, after a drop, reconnects and resumes from the last message', () => {
    const events: string[] = [];
    const stop = connectRealtime({ onEvent: (event) => events.push(event.type) });
    const first = latest();
    first.open();
    first.receive(staffConnected);
    expect(first.sent).toEqual([]); // nothing seen yet, nothing to resume
    first.receive({ type: 'new_message', data: { roomId: 7, message: message(41) } });
    first.receive({ type: 'new_message', data: { roomId: 7, message: message(42) } });
    first.drop();

    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(2);
    latest().open();
    latest().receive(staffConnected);
    expect(latest().sent).toEqual([{ type: 'resume', lastMessageId: 42 }]);
    expect(events).toEqual(['connected', 'new_message', 'new_message', 'connected']);
    stop();
  });

  it('resumes the first connection from the newest message already on screen', () => {
    const stop = connectRealtime({ token: 't', lastSeenMessageId: () => 17, onEvent: () => {} });
    latest().open();
    latest().receive({ type: 'connected', data: { kind: 'client', businessId: 1, clientId: 3 } });
    expect(latest().sent).toEqual([
      { type: 'auth', token: 't' },
      { type: 'resume', lastMessageId: 17 },
    ]);
    stop();
  });
});
