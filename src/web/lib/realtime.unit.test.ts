import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ServerToClient } from '../../contract/chat';
import { connectRealtime } from './realtime';

/** A stand-in for the browser's WebSocket that records what is sent and lets the test drive events. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  receive(event: ServerToClient) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all.at(-1) as FakeSocket;
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
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
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
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
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

  it('waits longer after each failed attempt, up to 10 seconds, and starts over once connected', () => {
    const stop = connectRealtime({ onEvent: () => {} });
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = FakeSocket.all.length;
      latest().drop();
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    latest().open();
    latest().receive(staffConnected);
    latest().drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(9);
    stop();
  });

  it('does not retry when the server refuses the credentials or the plan (4401, 4403)', () => {
    for (const code of [4401, 4403]) {
      FakeSocket.all = [];
      const stop = connectRealtime({ onEvent: () => {} });
      latest().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
      stop();
    }
  });

  it('closes for good when stopped, without reconnecting', () => {
    const stop = connectRealtime({ onEvent: () => {} });
    const socket = latest();
    stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
